import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { CAPTURE_SHORTCUTS } from './captureShortcuts';

const OTHERS = [
  { key: '0–99', label: 'Pick the player with that cap' },
  { key: 'Enter', label: 'Save the event' },
  { key: 'Esc', label: 'Cancel the event' },
  { key: '?', label: 'Show this help' },
];

/** The keyboard shortcut overlay ('?'). */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="Keyboard shortcuts" onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {[...CAPTURE_SHORTCUTS, ...OTHERS].map((shortcut) => (
          <div key={shortcut.key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-400 bg-slate-100 px-1.5 font-mono">{shortcut.key}</kbd>
            </dt>
            <dd>{shortcut.label}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

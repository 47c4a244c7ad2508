import { VIDEO_SHORTCUTS } from '../../domain/video';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

/** The ? overlay: every key of the video screen. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      title="Keyboard shortcuts"
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <table className="w-full text-left">
        <caption className="sr-only">Keyboard shortcuts</caption>
        <tbody>
          {VIDEO_SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.action} className="border-b border-slate-200 last:border-b-0">
              <th scope="row" className="py-1.5 pr-4 font-mono font-semibold whitespace-nowrap text-pool-900">
                {shortcut.label}
              </th>
              <td className="py-1.5">{shortcut.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}

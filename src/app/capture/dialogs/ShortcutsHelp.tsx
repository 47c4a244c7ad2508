import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CAPTURE_SHORTCUTS } from '../keys/captureShortcuts';
import { useT } from '../../i18n';

/** Keys handled outside the shortcut table: typed caps, Enter, Esc and this help. */
const OTHERS = [
  { key: '0–99', labelKey: 'shortcut.cap' },
  { key: 'key.enter', labelKey: 'shortcut.save' },
  { key: 'key.esc', labelKey: 'shortcut.cancel' },
  { key: 'key.space', labelKey: 'shortcut.clock' },
  { key: '?', labelKey: 'shortcut.help' },
] as const;

/** The keyboard shortcut overlay ('?'). */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('capture');
  const keyText = (key: string) => (key.startsWith('key.') ? t(key as 'key.enter' | 'key.esc' | 'key.space') : key);
  return (
    <Dialog
      open={open}
      title={t('screen.shortcuts')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {[...CAPTURE_SHORTCUTS, ...OTHERS].map((shortcut) => (
          <div key={shortcut.key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-400 bg-slate-100 px-1.5 font-mono">
                {keyText(shortcut.key)}
              </kbd>
            </dt>
            <dd>{t(shortcut.labelKey)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

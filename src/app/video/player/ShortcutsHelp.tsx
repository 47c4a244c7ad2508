import { VIDEO_SHORTCUTS } from '../../../domain/video';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** The ? overlay: every key of the video screen. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('video');
  return (
    <Dialog
      open={open}
      title={t('shortcuts.title')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('shortcuts.close')}
        </Button>
      }
    >
      <table className="w-full text-left">
        <caption className="sr-only">{t('shortcuts.title')}</caption>
        <tbody>
          {VIDEO_SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.action} className="border-b border-slate-200 last:border-b-0">
              <th scope="row" className="py-1.5 pr-4 font-mono font-semibold whitespace-nowrap text-pool-900">
                {t(`shortcutKeys.${shortcut.action}`)}
              </th>
              <td className="py-1.5">{t(`shortcut.${shortcut.action}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}

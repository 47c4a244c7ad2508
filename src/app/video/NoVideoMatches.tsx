import { Link } from 'wouter';
import { useT } from '../i18n';
import { buttonClasses } from '../ui/buttonClasses';
import { LocalFileForAnyMatch } from './LocalFileForAnyMatch';

type Props = { canManage: boolean; onLocalFile: (matchId: number) => void };

/** The empty state: nothing to watch until a match video is added in Manage, or a file on this device is used. */
export function NoVideoMatches({ canManage, onLocalFile }: Props) {
  const t = useT('video');
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-slate-300 bg-white p-6">
      <h2 className="text-xl font-bold text-pool-900">{t('empty.heading')}</h2>
      <p className="text-slate-800">{t('empty.howTo')}</p>
      {canManage ? (
        <Link href="/manage" className={buttonClasses('secondary')}>
          {t('empty.openManage')}
        </Link>
      ) : (
        <p className="text-slate-700">{t('empty.askManager')}</p>
      )}
      <LocalFileForAnyMatch exclude={[]} onKept={onLocalFile} />
    </div>
  );
}

import { Link } from 'wouter';
import { buttonClasses } from '../ui/buttonClasses';
import { LocalFileForAnyMatch } from './LocalFileForAnyMatch';

type Props = { canManage: boolean; onLocalFile: (matchId: number) => void };

/** The empty state: nothing to watch until a match video is added in Manage, or a file on this device is used. */
export function NoVideoMatches({ canManage, onLocalFile }: Props) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-slate-300 bg-white p-6">
      <h2 className="text-xl font-bold text-pool-900">No matches with video yet</h2>
      <p className="text-slate-800">
        Add a video to a match in Manage (Match video: a link or an uploaded file); its tagged events then play here as
        clips.
      </p>
      {canManage ? (
        <Link href="/manage" className={buttonClasses('secondary')}>
          Open Manage
        </Link>
      ) : (
        <p className="text-slate-700">Ask a data manager of your organisation to add one.</p>
      )}
      <LocalFileForAnyMatch exclude={[]} onKept={onLocalFile} />
    </div>
  );
}

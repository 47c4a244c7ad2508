import { useState } from 'react';
import { useOnlineStatus } from '../public/useOnlineStatus';
import { Button } from '../ui/Button';
import { downloadScoresheet } from './downloadScoresheet';
import { ScoresheetUnavailableError } from './ScoresheetUnavailableError';

const UNAVAILABLE =
  'This match’s events are not saved on this device. Open the match once while online, then the scoresheet can be downloaded offline too.';

/** "Download scoresheet (PDF)" for one match: busy while the PDF library loads and writes, an alert if it cannot. */
export function DownloadScoresheetButton({ matchId, className = '' }: { matchId: number; className?: string }) {
  const isOnline = useOnlineStatus();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = () => {
    setIsBusy(true);
    setError(null);
    downloadScoresheet(matchId, isOnline)
      .catch((failure: unknown) =>
        setError(
          failure instanceof ScoresheetUnavailableError
            ? UNAVAILABLE
            : `The scoresheet could not be written (${failure instanceof Error ? failure.message : String(failure)}).`,
        ),
      )
      .finally(() => setIsBusy(false));
  };
  return (
    <div className={`flex flex-col gap-2 print:hidden ${className}`}>
      <Button variant="secondary" onClick={download} disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? 'Preparing scoresheet…' : 'Download scoresheet (PDF)'}
      </Button>
      {error ? (
        <p role="alert" className="rounded-md border-2 border-danger bg-red-50 px-3 py-2 text-lg text-slate-900">
          {error}
        </p>
      ) : null}
    </div>
  );
}

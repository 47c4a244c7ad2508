import { useState } from 'react';
import { useOnlineStatus } from '../public/useOnlineStatus';
import { Button } from '../ui/Button';
import { downloadScoresheet } from './downloadScoresheet';
import { ScoresheetUnavailableError } from './ScoresheetUnavailableError';
import { useT } from '../i18n';

/** "Download scoresheet (PDF)" for one match: busy while the PDF library loads and writes, an alert if it cannot. */
export function DownloadScoresheetButton({ matchId, className = '' }: { matchId: number; className?: string }) {
  const t = useT('scoresheet');
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
            ? t('button.unavailable')
            : t('button.failed', { reason: failure instanceof Error ? failure.message : String(failure) }),
        ),
      )
      .finally(() => setIsBusy(false));
  };
  return (
    <div className={`flex flex-col gap-2 print:hidden ${className}`}>
      <Button variant="secondary" onClick={download} disabled={isBusy} aria-busy={isBusy}>
        {t(isBusy ? 'button.preparing' : 'button.download')}
      </Button>
      {error ? (
        <p role="alert" className="rounded-md border-2 border-danger bg-red-50 px-3 py-2 text-lg text-slate-900">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useT } from '../i18n';
import { Button } from '../ui/Button';
import type { LoadFailure } from './player/loadFailureOf';

type Props = {
  isOnline: boolean;
  listError: LoadFailure | null;
  sourcesError: LoadFailure | null;
  isLoadingEvents: boolean;
  withoutVideo: number;
  isEventNotFound: boolean;
  onRetry: () => void;
};

/** Offline, loading, failure and "left out" notes above the player. */
export function VideoAnalysisNotices({
  isOnline,
  listError,
  sourcesError,
  isLoadingEvents,
  withoutVideo,
  isEventNotFound,
  onRetry,
}: Props) {
  const t = useT('video');
  const error = listError ?? sourcesError;
  const reason = error
    ? error.status
      ? t('loadFailure.status', { status: error.status })
      : t('loadFailure.unreachable')
    : null;
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      {!isOnline ? (
        <p role="status" className="rounded-md bg-amber-100 px-3 py-2 text-amber-950">
          {t('notices.offline')}
        </p>
      ) : null}
      {reason ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-danger-dark">
          <span>{t('notices.loadingFailed', { reason })}</span>
          <Button variant="secondary" onClick={onRetry}>
            {t('notices.retry')}
          </Button>
        </div>
      ) : null}
      {isLoadingEvents ? (
        <p role="status" className="text-pool-800">
          {t('notices.loadingEvents')}
        </p>
      ) : null}
      {isEventNotFound ? <p className="text-slate-800">{t('notices.eventNotFound')}</p> : null}
      {withoutVideo > 0 ? (
        <p className="text-sm text-slate-700">{t('notices.withoutVideo', { count: withoutVideo })}</p>
      ) : null}
    </div>
  );
}

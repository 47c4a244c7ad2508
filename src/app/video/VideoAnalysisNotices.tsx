import { Button } from '../ui/Button';

type Props = {
  isOnline: boolean;
  listError: string | null;
  sourcesError: string | null;
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
  const error = listError ?? sourcesError;
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      {!isOnline ? (
        <p role="status" className="rounded-md bg-amber-100 px-3 py-2 text-amber-950">
          Offline: the matches and clips opened before on this device are shown; server videos need the network, files
          on this device play.
        </p>
      ) : null}
      {error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-danger-dark">
          <span>Loading failed. {error}</span>
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : null}
      {isLoadingEvents ? (
        <p role="status" className="text-pool-800">
          Loading the events of the chosen matches…
        </p>
      ) : null}
      {isEventNotFound ? (
        <p className="text-slate-800">The linked event was not found; here are the clips of the chosen matches.</p>
      ) : null}
      {withoutVideo > 0 ? (
        <p className="text-sm text-slate-700">
          {withoutVideo} {withoutVideo === 1 ? 'event has' : 'events have'} no video time or no video of its quarter and{' '}
          {withoutVideo === 1 ? 'is' : 'are'} not in the playlist.
        </p>
      ) : null}
    </div>
  );
}

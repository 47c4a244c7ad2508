import type { LoadProgress } from '../../data/statistics';
import { Button } from '../ui/Button';

type Props = {
  progress: LoadProgress | null;
  isBusy: boolean;
  isOnline: boolean;
  uncachedOffline: number;
  error: string | null;
  onRetry: () => void;
};

/** Loading progress, the busy mark while figures are recomputed, the offline note and load errors. */
export function StatisticsNotices({ progress, isBusy, isOnline, uncachedOffline, error, onRetry }: Props) {
  return (
    <div className="flex flex-col gap-2 print:hidden">
      <p role="status" aria-live="polite" className="min-h-7 text-lg font-semibold text-pool-800">
        {progress && progress.loaded < progress.total
          ? `Loading ${Math.min(progress.loaded + 1, progress.total)} of ${progress.total} ${progress.total === 1 ? 'match' : 'matches'}…`
          : isBusy
            ? 'Updating figures…'
            : ''}
      </p>
      {!isOnline ? (
        <p className="rounded-md border-2 border-amber-600 bg-amber-50 px-3 py-2 text-lg text-slate-900">
          You are offline: showing the matches saved on this device.
          {uncachedOffline > 0
            ? ` ${uncachedOffline} of the chosen matches ${uncachedOffline === 1 ? 'was' : 'were'} never opened here and ${uncachedOffline === 1 ? 'has' : 'have'} no events yet.`
            : ''}
        </p>
      ) : null}
      {error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border-2 border-danger bg-red-50 px-3 py-2 text-lg text-slate-900">
          <span>Could not load the statistics from the server ({error}). Showing what is saved on this device.</span>
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : null}
    </div>
  );
}

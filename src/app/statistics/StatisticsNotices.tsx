import type { LoadProgress } from '../../data/statistics';
import { useT } from '../i18n';
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
  const t = useT('statistics');
  return (
    <div className="flex flex-col gap-2 print:hidden">
      <p role="status" aria-live="polite" className="min-h-7 text-lg font-semibold text-pool-800">
        {progress && progress.loaded < progress.total
          ? t('notices.loading', { current: Math.min(progress.loaded + 1, progress.total), total: progress.total })
          : isBusy
            ? t('notices.updating')
            : ''}
      </p>
      {!isOnline ? (
        <p className="rounded-md border-2 border-amber-600 bg-amber-50 px-3 py-2 text-lg text-slate-900">
          {t('notices.offline')}
          {uncachedOffline > 0 ? ` ${t('notices.uncached', { count: uncachedOffline })}` : ''}
        </p>
      ) : null}
      {error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border-2 border-danger bg-red-50 px-3 py-2 text-lg text-slate-900"
        >
          <span>{t('notices.loadError', { error })}</span>
          <Button variant="secondary" onClick={onRetry}>
            {t('notices.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

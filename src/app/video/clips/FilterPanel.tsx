import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';

type Props = { activeCount: number; activeNames: readonly string[]; children: ReactNode };

/** Only a wide desktop has room for the filters and the video on the first screen. */
const isRoomy = () => typeof window === 'undefined' || window.matchMedia?.('(min-width: 1600px)').matches !== false;

/**
 * The filters as a bar that names the active ones and opens on a tap: folded on a tablet and a laptop, so the video
 * and its clips are what the screen opens on; open on a wide desktop.
 */
export function FilterPanel({ activeCount, activeNames, children }: Props) {
  const t = useT('video');
  const [isOpen, setOpen] = useState(isRoomy);
  return (
    <details
      open={isOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-lg border border-slate-300 bg-pool-50"
    >
      <summary className="flex min-h-touch cursor-pointer flex-wrap items-center gap-x-2 px-4 py-1 font-semibold text-pool-900">
        {t('filters.summary')}
        <span className="font-normal text-slate-700">
          {activeCount === 0 ? t('filters.noneActive') : t('filters.active', { count: activeCount })}
        </span>
        {activeNames.length > 0 ? (
          <span className="min-w-0 truncate font-normal text-pool-900" data-testid="active-filters">
            {activeNames.join(' · ')}
          </span>
        ) : null}
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4">{children}</div>
    </details>
  );
}

import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';

type Props = { activeCount: number; children: ReactNode };

const isWide = () => typeof window === 'undefined' || window.matchMedia?.('(min-width: 1024px)').matches !== false;

/** The filters as a disclosure: open on wide screens, folded on a tablet so the video is in view. */
export function FilterPanel({ activeCount, children }: Props) {
  const t = useT('video');
  const [isOpen, setOpen] = useState(isWide);
  return (
    <details
      open={isOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-lg border border-slate-300 bg-pool-50"
    >
      <summary className="flex min-h-touch cursor-pointer items-center gap-2 px-4 font-semibold text-pool-900">
        {t('filters.summary')}
        <span className="font-normal text-slate-700">
          {activeCount === 0 ? t('filters.noneActive') : t('filters.active', { count: activeCount })}
        </span>
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4">{children}</div>
    </details>
  );
}

import type { ReactNode } from 'react';

type Props = { title: string; actions?: ReactNode; children: ReactNode };

/** A titled block under a detail view (roster, videos, …). */
export function DetailSection({ title, actions, children }: Props) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-pool-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="text-xl font-bold text-pool-900">
          {title}
        </h3>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

type Props = { title: string; children: ReactNode; className?: string };

/** A titled region of the capture screen. */
export function Panel({ title, children, className = '' }: Props) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-lg border border-pool-200 bg-white p-3 ${className}`}>
      <h2 id={id} className="mb-2 text-base font-bold text-pool-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

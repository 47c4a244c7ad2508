import type { ReactNode } from 'react';

type Props = { title: string; children: ReactNode; className?: string; aside?: ReactNode };

/** A titled region of the capture screen; `aside` sits at the title's end (the editor's picked player). */
export function Panel({ title, children, className = '', aside }: Props) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-lg border border-pool-200 bg-white p-2 ${className}`}>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h2 id={id} className="text-base font-bold text-pool-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

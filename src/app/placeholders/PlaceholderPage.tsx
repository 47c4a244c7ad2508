import type { ReactNode } from 'react';
import { PageHeading } from '../ui/PageHeading';

/** A route whose screen another issue builds: a heading and a line saying what will be here. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <p className="rounded-lg border border-dashed border-pool-400 bg-white p-6 text-slate-800">{children}</p>
    </section>
  );
}

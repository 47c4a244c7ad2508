import { useId, type ReactNode } from 'react';

type Props = {
  title: string;
  /** Shown instead of the rows while there are none. */
  emptyText: string;
  isEmpty: boolean;
  testId: string;
  /** The rows, each an `<li>`. */
  children: ReactNode;
};

/** A side list of the capture screen (docs/product.md §2): a titled section, 500 px high, scrolling. */
export function SideList({ title, emptyText, isEmpty, testId, children }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-pool-200 bg-white p-3">
      <h2 id={headingId} className="mb-2 text-base font-bold text-pool-900">
        {title}
      </h2>
      <ol className="flex max-h-[500px] flex-col gap-1 overflow-y-auto" data-testid={testId}>
        {isEmpty ? <li className="text-sm text-slate-700">{emptyText}</li> : null}
        {children}
      </ol>
    </section>
  );
}

import type { ReactNode } from 'react';

/** The page's one h1. */
export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="mb-6 text-3xl font-bold text-pool-900">{children}</h1>;
}

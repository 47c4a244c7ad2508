import type { ReactNode } from 'react';

type Props = { title: string; children: ReactNode; action?: ReactNode };

/** One feature tile: title, a line of text and an optional action. */
export function FeatureCard({ title, children, action }: Props) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-pool-200 bg-white p-5 shadow-sm">
      <h2 className="text-xl font-bold text-pool-900">{title}</h2>
      <div className="flex-1 text-slate-800">{children}</div>
      {action ? <div>{action}</div> : null}
    </li>
  );
}

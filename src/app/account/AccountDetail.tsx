/** One labelled value of the account card. */
export function AccountDetail({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div className="flex flex-col border-b border-pool-100 py-3 sm:flex-row sm:gap-4">
      <dt className="font-semibold text-pool-900 sm:w-40">{term}</dt>
      <dd className="text-slate-900">{value || '—'}</dd>
    </div>
  );
}

import { LoadingState } from '../ui/LoadingState';
import { PageHeading } from '../ui/PageHeading';
import type { MatchRefresh } from './useMatchRefresh';

/** What a match screen shows while its match is not in the cache: loading, not found, or offline. */
export function MissingMatch({ title, refresh }: { title: string; refresh: MatchRefresh }) {
  if (refresh === 'loading' || refresh === 'done') return <LoadingState />;
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <p className="rounded-lg border border-pool-300 bg-white p-6">
        {refresh === 'missing'
          ? 'This match does not exist, or it belongs to another organisation.'
          : 'This match is not on this device yet. Open it once while online.'}
      </p>
    </section>
  );
}

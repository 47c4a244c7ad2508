import { LoadingState } from '../ui/LoadingState';
import { PageHeading } from '../ui/PageHeading';
import type { MatchRefresh } from './useMatchRefresh';
import { useT } from '../i18n';

/** What a match screen shows while its match is not in the cache: loading, not found, or offline. */
export function MissingMatch({ title, refresh }: { title: string; refresh: MatchRefresh }) {
  const t = useT('capture');
  if (refresh === 'loading' || refresh === 'done') return <LoadingState />;
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <p className="rounded-lg border border-pool-300 bg-white p-6">
        {refresh === 'missing' ? t('missing.notFound') : t('missing.offline')}
      </p>
    </section>
  );
}

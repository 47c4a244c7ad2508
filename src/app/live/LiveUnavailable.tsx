import { Link } from 'wouter';
import { useT } from '../i18n';

/** A link that is unknown or whose sharing was stopped. */
export function LiveUnavailable({ isEmbedded }: { isEmbedded: boolean }) {
  const t = useT('live');
  return (
    <section className="flex flex-col gap-3 p-2">
      <h1 className="text-3xl font-bold text-pool-900">{t('unavailable.heading')}</h1>
      <p className="text-lg">{t('unavailable.why')}</p>
      {isEmbedded ? null : (
        <p>
          <Link href="/home" className="inline-flex min-h-12 items-center text-lg font-semibold text-primary underline">
            {t('unavailable.home')}
          </Link>
        </p>
      )}
    </section>
  );
}

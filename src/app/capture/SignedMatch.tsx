import { Link } from 'wouter';
import type { SignOff } from '../../data/signOff';
import { formatDate, useT } from '../i18n';
import { PageHeading } from '../ui/PageHeading';

/**
 * A signed match's capture screen: its events and possessions are locked on the server, so the screen records
 * nothing and says why, with the ways to read the match and to have it reopened.
 */
export function SignedMatch({ matchId, signOff }: { matchId: number; signOff: SignOff }) {
  const t = useT('capture');
  const link =
    'inline-flex min-h-11 items-center rounded-md border border-pool-300 bg-white px-4 font-medium text-pool-800 hover:bg-pool-50';
  return (
    <section>
      <PageHeading>{t('signed.title')}</PageHeading>
      <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-slate-900">
        <p className="font-semibold">
          {t('signed.by', { name: signOff.signedBy ?? '', date: formatDate(signOff.signedAt) })}
        </p>
        <p className="mt-2">{t('signed.locked')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link className={link} href={`/${matchId}/review`}>
            {t('signed.review')}
          </Link>
          <Link className={link} href={`/${matchId}/events`}>
            {t('signed.events')}
          </Link>
        </div>
      </div>
    </section>
  );
}

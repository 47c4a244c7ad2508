import { Link } from 'wouter';
import type { SignOff } from '../../data/signOff';
import { formatDate, useT } from '../i18n';

/** The line an edit screen shows over a signed match's rows: who signed it, that they are locked, and the review. */
export function SignedNotice({ matchId, signOff }: { matchId: number; signOff: SignOff }) {
  const t = useT('review');
  return (
    <p
      role="status"
      data-testid="signed-notice"
      className="mb-4 flex flex-wrap items-center gap-x-3 rounded-lg border-2 border-green-700 bg-green-50 px-4 py-3 text-lg text-pool-900"
    >
      <span>
        {t('signOff.signed', { name: signOff.signedBy ?? '', date: formatDate(signOff.signedAt) })}.{' '}
        {t('signOff.locked')}
      </span>
      <Link href={`/${matchId}/review`} className="inline-flex min-h-11 items-center font-semibold underline">
        {t('signOff.openReview')}
      </Link>
    </p>
  );
}

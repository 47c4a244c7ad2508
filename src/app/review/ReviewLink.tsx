import { Link } from 'wouter';
import { useT } from '../i18n';
import { buttonClasses } from '../ui/buttonClasses';
import { useMatchReview } from './useMatchReview';

/**
 * The way to the match's review from its event list, counting the differences this device finds; none while only
 * one team's log holds events (nothing to reconcile).
 */
export function ReviewLink({ matchId }: { matchId: number }) {
  const t = useT('events');
  const review = useMatchReview(matchId);
  if (!review || review.isOneLog) return null;
  const count = review.differences.length;
  return (
    <Link
      href={`/${matchId}/review`}
      className={buttonClasses('secondary', count > 0 ? 'border-amber-500 bg-amber-50' : '')}
      data-testid="review-link"
    >
      {t('list.review', { count })}
    </Link>
  );
}

import { Link } from 'wouter';
import type { StoredSummarizedMatch } from '../../data/statistics';
import { useT } from '../i18n';

/** How many matches the notice names one by one; the rest are counted. */
const LISTED = 3;

/**
 * Figures read from two teams' logs that disagree are not to be trusted yet: each chosen match with differences
 * not reviewed is named, with its count and a link to its review (issue: match review), while any remain.
 */
export function UnreviewedNotice({ matches }: { matches: readonly StoredSummarizedMatch[] }) {
  const t = useT('statistics');
  const unreviewed = matches.filter(({ summary }) => (summary.differences ?? 0) > 0);
  if (unreviewed.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="unreviewed-notice"
      className="rounded-md border-2 border-amber-600 bg-amber-50 px-3 py-2 text-lg text-slate-900 print:hidden"
    >
      <ul className="flex flex-col gap-1">
        {unreviewed.slice(0, LISTED).map(({ match, summary }) => (
          <li key={match.id} className="flex flex-wrap items-center gap-x-3">
            <span>{t('notices.unreviewed', { count: summary.differences, match: match.name })}</span>
            <Link
              className="inline-flex min-h-11 items-center font-semibold text-pool-800 underline"
              href={`/${match.id}/review`}
            >
              {t('notices.review')}
            </Link>
          </li>
        ))}
      </ul>
      {unreviewed.length > LISTED ? <p>{t('notices.unreviewedMore', { count: unreviewed.length - LISTED })}</p> : null}
    </div>
  );
}

import { useMemo } from 'react';
import { Link } from 'wouter';
import type { Tip } from '../../domain/capture';
import type { TeamSide } from '../../domain/model';
import { findOfficialDifferences, hasOfficialLog } from '../../domain/review/officialDifferences';
import { useT } from '../i18n';
import type { MatchReview } from './useMatchReview';
import { officialWords } from './officialWords';

type Props = { review: MatchReview; tips: readonly Tip[]; teamNames: Record<TeamSide, string> };

/**
 * The captured record against the match's official play-by-play (issue: match review), when one was imported:
 * goals by shooter and exclusions by player of both teams, and each team's goals by quarter. The captured event of
 * a difference opens for editing; what only the official log has is recorded on the capture screen.
 */
export function OfficialReview({ review, tips, teamNames }: Props) {
  const t = useT('review');
  const { match, logs } = review;
  const differences = useMemo(
    () =>
      hasOfficialLog(tips)
        ? findOfficialDifferences(
            {
              match: { id: match.id, team1: match.team1, team2: match.team2 },
              events: [...logs.team1.events, ...logs.team2.events],
              possessions: [...logs.team1.possessions, ...logs.team2.possessions],
            },
            tips,
          )
        : null,
    [match, logs, tips],
  );
  if (differences === null) return null;
  return (
    <section aria-labelledby="review-official" className="flex flex-col gap-3" data-testid="official-review">
      <h2 id="review-official" className="text-2xl font-bold text-pool-900">
        {t('official.heading')}
      </h2>
      <p className="text-pool-800">{t('official.intro')}</p>
      {differences.length === 0 ? (
        <p className="rounded-lg border-2 border-green-700 bg-green-50 p-4 text-lg font-semibold text-pool-900">
          {t('official.agree')}
        </p>
      ) : (
        <ul className="grid gap-3 min-[1024px]:grid-cols-2">
          {differences.map((difference, index) => {
            const words = officialWords(difference, teamNames, review.quarterLength);
            const uuid = 'uuid' in difference ? difference.uuid : null;
            return (
              <li
                key={`${difference.kind}-${difference.side}-${index}`}
                className="flex flex-col gap-2 rounded-lg border-2 border-amber-500 bg-white p-4"
                data-testid="official-difference"
              >
                <h3 className="text-lg font-semibold text-pool-900">{words.headline}</h3>
                <dl className="grid grid-cols-2 gap-2">
                  <div>
                    <dt className="text-sm font-semibold uppercase text-pool-700">{t('official.captured')}</dt>
                    <dd className="text-lg font-semibold">{words.captured}</dd>
                  </div>
                  <div>
                    <dt className="text-sm font-semibold uppercase text-pool-700">{t('official.official')}</dt>
                    <dd className="text-lg font-semibold">{words.official}</dd>
                  </div>
                </dl>
                {uuid ? (
                  <Link
                    href={`/${match.id}/events/${uuid}`}
                    className="inline-flex min-h-11 items-center self-start font-semibold text-pool-800 underline"
                  >
                    {t('official.edit')}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

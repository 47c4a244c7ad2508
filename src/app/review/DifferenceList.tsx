import type { TeamSide } from '../../domain/model';
import type { Difference, Resolution } from '../../domain/review';
import { useT } from '../i18n';
import { DifferenceCard } from './DifferenceCard';
import { DIFFERENCE_GROUPS, differenceWords, groupOf } from './differenceWords';
import type { MatchReview } from './useMatchReview';

type Props = {
  matchId: number;
  review: MatchReview;
  teamNames: Record<TeamSide, string>;
  canResolve: boolean;
  onResolve: (difference: Difference, resolution: Resolution) => void;
};

/** Every difference, grouped (events one log lacks, recorded twice, details, totals) and counted. */
export function DifferenceList({ matchId, review, teamNames, canResolve, onResolve }: Props) {
  const t = useT('review');
  const context = {
    logs: review.logs,
    teamNames,
    team1Id: review.match.team1.id,
    quarterLength: review.quarterLength,
  };
  return (
    <div className="flex flex-col gap-6">
      {DIFFERENCE_GROUPS.map((group) => {
        const inGroup = review.differences.filter((difference) => groupOf(difference.kind) === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`review-${group}`} className="flex flex-col gap-3">
            <h3 id={`review-${group}`} className="text-xl font-bold text-pool-900">
              {t(`group.${group}`, { count: inGroup.length })}
            </h3>
            {group === 'totals' ? <p className="text-pool-800">{t('totals.follow')}</p> : null}
            <ul className="grid gap-3 lg:grid-cols-2">
              {inGroup.map((difference, index) => (
                <DifferenceCard
                  key={`${difference.kind}:${difference.team1}:${difference.team2}:${index}`}
                  matchId={matchId}
                  difference={difference}
                  words={differenceWords(difference, context)}
                  teamNames={teamNames}
                  canResolve={canResolve}
                  onResolve={(resolution) => onResolve(difference, resolution)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

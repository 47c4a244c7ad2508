import type { MatchEvent, TeamSide } from '../../domain/model';
import { matchScore as scoreOfLog } from '../../domain/score';
import { otherSide } from '../../domain/model';

export type MatchScore = Record<TeamSide, number> & { shootout: Record<TeamSide, number> | null };

/** The scoreboard's score: the domain's match score of the selected team's log, placed on the two sides. */
export function matchScore(
  events: readonly Pick<MatchEvent, 'type' | 'shootOutcome' | 'shootSituation' | 'quarter'>[],
  selected: TeamSide,
): MatchScore {
  const score = scoreOfLog(events);
  const bySide = ({ scored, conceded }: { scored: number; conceded: number }) =>
    ({ [selected]: scored, [otherSide(selected)]: conceded }) as Record<TeamSide, number>;
  return { ...bySide(score), shootout: score.shootout && bySide(score.shootout) };
}

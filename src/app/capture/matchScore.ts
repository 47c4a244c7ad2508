import type { MatchEvent, TeamSide } from '../../domain/model';
import { otherSide } from './otherSide';

export type MatchScore = Record<TeamSide, number> & { shootout: Record<TeamSide, number> | null };

/**
 * The score from the selected team's log: its SHOOT … GOAL for it, SHOOTAGAINST … GOAL for the opponent;
 * shootout goals are counted apart.
 */
export function matchScore(
  events: readonly Pick<MatchEvent, 'type' | 'shootOutcome' | 'shootSituation'>[],
  selected: TeamSide,
): MatchScore {
  const goals = events.filter((event) => event.shootOutcome === 'GOAL');
  const count = (type: 'SHOOT' | 'SHOOTAGAINST', isShootout: boolean) =>
    goals.filter((event) => event.type === type && (event.shootSituation === 'PENALTYSHOOTOUT') === isShootout).length;
  const other = otherSide(selected);
  const shootoutFor = count('SHOOT', true);
  const shootoutAgainst = count('SHOOTAGAINST', true);
  const shootout =
    shootoutFor + shootoutAgainst > 0
      ? ({ [selected]: shootoutFor, [other]: shootoutAgainst } as Record<TeamSide, number>)
      : null;
  return {
    ...({ [selected]: count('SHOOT', false), [other]: count('SHOOTAGAINST', false) } as Record<TeamSide, number>),
    shootout,
  };
}

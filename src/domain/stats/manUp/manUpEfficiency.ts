import { fraction } from '../counts';
import { isManUpGoal } from './isManUpGoal';
import { isPenaltySituation } from '../definitions';
import { isShootoutShot } from '../../score';
import type { ManUpStatistics, TeamMatchView } from '../types';

/**
 * Man-up three ways (docs/design.md §7): per opportunity (non-penalty goals in our extra-player possessions ÷ those
 * possessions), per shot, and the official figure: goals while the opponent has a player excluded ÷
 * exclusions earned. A pair exclusion (one player of each side) gives no advantage and is no opportunity.
 */
export function manUpEfficiency(views: readonly TeamMatchView[]): ManUpStatistics {
  let possessions = 0;
  let possessionGoals = 0;
  let shots = 0;
  let shotGoals = 0;
  let officialGoals = 0;
  let exclusionsEarned = 0;
  for (const view of views) {
    const manUpPossessions = new Set(
      view.possessions
        .filter((possession) => possession.offense && possession.extraPlayer)
        .map((possession) => possession.uuid),
    );
    possessions += manUpPossessions.size;
    for (const event of view.events) {
      if (event.type === 'EXCLUSIONAGAINST' && event.exclusionType !== 'PAIR') exclusionsEarned += 1;
      if (event.type !== 'SHOOT' || isShootoutShot(event) || isPenaltySituation(event.shootSituation)) continue;
      const isGoal = event.shootOutcome === 'GOAL';
      if (isGoal && event.possessionUuid && manUpPossessions.has(event.possessionUuid)) possessionGoals += 1;
      if (event.extraPlayer) {
        shots += 1;
        if (isGoal) shotGoals += 1;
      }
      if (isManUpGoal(event, 'SHOOT')) officialGoals += 1;
    }
  }
  return {
    perOpportunity: fraction(possessionGoals, possessions),
    perShot: fraction(shotGoals, shots),
    official: fraction(officialGoals, exclusionsEarned),
  };
}

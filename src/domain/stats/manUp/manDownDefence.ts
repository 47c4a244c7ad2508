import { fraction } from '../counts';
import { isManUpGoal } from './isManUpGoal';
import { isPenaltySituation } from '../definitions';
import { isShootoutShot } from '../../score';
import type { ManDownStatistics, TeamMatchView } from '../types';

/**
 * Man-down defence (docs/design.md §7): 1 − non-penalty goals conceded in our man-down possessions ÷ those
 * possessions; per shot: goals conceded ÷ the opponent's man-up shots (penalties and shootout left out); and,
 * beside them, the opponent's official conversion: goals conceded while we had a player excluded ÷
 * exclusions we committed.
 */
export function manDownDefence(views: readonly TeamMatchView[]): ManDownStatistics {
  let possessions = 0;
  let goalsConceded = 0;
  let shotsAgainst = 0;
  let officialGoals = 0;
  let exclusionsCommitted = 0;
  for (const view of views) {
    const manDownPossessions = new Set(
      view.possessions
        .filter((possession) => !possession.offense && possession.extraPlayer)
        .map((possession) => possession.uuid),
    );
    possessions += manDownPossessions.size;
    for (const event of view.events) {
      if (event.type === 'EXCLUSIONFOR' && event.exclusionType !== 'PAIR') exclusionsCommitted += 1;
      if (
        event.type === 'SHOOTAGAINST' &&
        event.shootOutcome === 'GOAL' &&
        !isPenaltySituation(event.shootSituation) &&
        event.possessionUuid &&
        manDownPossessions.has(event.possessionUuid)
      ) {
        goalsConceded += 1;
      }
      if (isManUpShotAgainst(event)) shotsAgainst += 1;
      if (isManUpGoal(event, 'SHOOTAGAINST')) officialGoals += 1;
    }
  }
  const conceded = fraction(goalsConceded, possessions);
  return {
    perOpportunity: {
      possessions,
      goalsConceded,
      percent: conceded.percent === null ? null : Math.round((100 - conceded.percent) * 10) / 10,
    },
    perShot: fraction(officialGoals, shotsAgainst),
    official: fraction(officialGoals, exclusionsCommitted),
  };
}

function isManUpShotAgainst(event: TeamMatchView['events'][number]): boolean {
  return (
    event.type === 'SHOOTAGAINST' &&
    event.extraPlayer === true &&
    !isPenaltySituation(event.shootSituation) &&
    !isShootoutShot(event)
  );
}

import type { LiveTeam } from '../../domain/live/liveSnapshot';
import { matchScore } from '../../domain/score';
import { teamStatistics, type TeamMatchView } from '../../domain/stats';

/**
 * One team's line of the live page, read the way the statistics read a match (docs/design.md §7): from the team's
 * own log, or its opponent's mirrored when only the opponent was scored. The score is src/domain/score's;
 * `scoreByQuarter` has a fifth entry only when the match went to a shootout (`hasShootout`); the time-outs left
 * count down from the league's time-outs per match.
 */
export function liveTeam(
  view: TeamMatchView,
  name: string,
  match: { hasShootout: boolean; timeoutsPerMatch: number },
): LiveTeam {
  const { hasShootout, timeoutsPerMatch } = match;
  const statistics = teamStatistics([view]);
  const score = matchScore(view.events);
  const byQuarter = statistics.goalsByQuarter;
  return {
    name,
    score: score.scored,
    scoreByQuarter: hasShootout ? [...byQuarter.quarters, byQuarter.shootout] : [...byQuarter.quarters],
    box: {
      goals: score.scored,
      shots: statistics.boxScore.total.attempts,
      saves: statistics.goalkeeping.saves,
      exclusions: statistics.exclusionsCommitted.total,
      manUp: { goals: statistics.manUp.official.made, chances: statistics.manUp.official.attempts },
      penalties: { goals: statistics.boxScore.penalty.made, attempts: statistics.boxScore.penalty.attempts },
      timeoutsLeft: Math.max(0, timeoutsPerMatch - statistics.timeouts),
    },
  };
}

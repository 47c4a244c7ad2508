import type { MatchEvent } from '../model';
import { matchScore } from '../score';

export type ScoreAt = { team1: number; team2: number; shootout: { team1: number; team2: number } | null };

type Teams = { team1: { id: number }; team2: { id: number } };

/**
 * The score once `moment` has happened (a goal counts itself), from both teams' logs of one match. A team
 * that was not scored gets its goals from the opponent's SHOOTAGAINST … GOAL (docs/design.md §7's mirroring).
 */
export function scoreAt(events: readonly MatchEvent[], teams: Teams, moment: Pick<MatchEvent, 'time'>): ScoreAt {
  const upTo = events.filter((event) => event.time <= moment.time);
  const hasLog = (teamId: number) => events.some((event) => event.team.id === teamId);
  const scoreOfLog = (teamId: number) => matchScore(upTo.filter((event) => event.team.id === teamId));
  const goalsOf = (teamId: number, opponentId: number) => {
    const isOwnLog = hasLog(teamId);
    const score = scoreOfLog(isOwnLog ? teamId : opponentId);
    const pick = (goals: { scored: number; conceded: number } | null) =>
      goals === null ? 0 : isOwnLog ? goals.scored : goals.conceded;
    return { match: pick(score), shootout: pick(score.shootout) };
  };
  const team1 = goalsOf(teams.team1.id, teams.team2.id);
  const team2 = goalsOf(teams.team2.id, teams.team1.id);
  const hasShootout = team1.shootout + team2.shootout > 0;
  return {
    team1: team1.match,
    team2: team2.match,
    shootout: hasShootout ? { team1: team1.shootout, team2: team2.shootout } : null,
  };
}

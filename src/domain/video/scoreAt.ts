import type { MatchEvent } from '../model';

export type ScoreAt = { team1: number; team2: number; shootout: { team1: number; team2: number } | null };

type Teams = { team1: { id: number }; team2: { id: number } };

const isShootout = (event: MatchEvent) => event.quarter === 5 || event.shootSituation === 'PENALTYSHOOTOUT';

/**
 * The score once `moment` has happened (a goal counts itself), from both teams' logs of one match. A team
 * that was not scored gets its goals from the opponent's SHOOTAGAINST … GOAL (DESIGN §7's mirroring).
 */
export function scoreAt(events: readonly MatchEvent[], teams: Teams, moment: Pick<MatchEvent, 'time'>): ScoreAt {
  const upTo = events.filter((event) => event.time <= moment.time && event.shootOutcome === 'GOAL');
  const hasLog = (teamId: number) => events.some((event) => event.team.id === teamId);
  const goalsOf = (teamId: number, opponentId: number, shootout: boolean) => {
    const isOwnLog = hasLog(teamId);
    const isGoalOf = (event: MatchEvent) =>
      isOwnLog
        ? event.team.id === teamId && event.type === 'SHOOT'
        : event.team.id === opponentId && event.type === 'SHOOTAGAINST';
    return upTo.filter((event) => isShootout(event) === shootout && isGoalOf(event)).length;
  };
  const count = (shootout: boolean) => ({
    team1: goalsOf(teams.team1.id, teams.team2.id, shootout),
    team2: goalsOf(teams.team2.id, teams.team1.id, shootout),
  });
  const shootout = count(true);
  return { ...count(false), shootout: shootout.team1 + shootout.team2 > 0 ? shootout : null };
}

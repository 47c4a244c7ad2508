import type { MatchEvent, MatchPlayer, MatchStatus, Possession } from '../../domain/model';

/** Everything a live snapshot is computed from: one match as stored, both scorers' logs and its rosters. */
export type LiveMatchData = {
  match: {
    id: number;
    name: string;
    status: MatchStatus;
    startsAt: Date | null;
    team1: { id: number; name: string };
    team2: { id: number; name: string };
  };
  /** Seconds per quarter of the match's league (docs/design.md §6). */
  quarterLength: number;
  /** Time-outs a team may call in the match, by its league's rules. */
  timeoutsPerMatch: number;
  /** Metres of the league's pool: the shot chart's far edge follows it. */
  poolLength: number;
  events: MatchEvent[];
  /** Only when possessions began and ended: the clock reads them, the figures shown need none. */
  possessions: Pick<Possession, 'quarter' | 'timeFrom' | 'timeTo'>[];
  matchPlayers: MatchPlayer[];
};

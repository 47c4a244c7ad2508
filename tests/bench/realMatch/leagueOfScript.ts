import type { MatchScript } from '../../../src/domain/capture/script';
import { DEFAULT_TIMEOUTS_PER_MATCH, TEAM_SIDES, TIMEOUTS_PER_MATCH } from '../../../src/domain/model';

/**
 * The rules of the competition a real match was played in, as far as the capture screen checks them: its teams
 * called as many time-outs as the rules of the day allowed (4 each in 2017), so the league allows the most either
 * team called, never fewer than the World Aquatics rules' 2 nor more than a league may choose.
 */
export function leagueOfScript(script: Pick<MatchScript, 'lines'>): { timeoutsPerMatch: number } {
  const called = TEAM_SIDES.map(
    (side) => script.lines.filter((line) => line.side === side && line.action.verb === 'timeout').length,
  );
  const most = Math.max(DEFAULT_TIMEOUTS_PER_MATCH, ...called);
  return { timeoutsPerMatch: Math.min(most, Math.max(...TIMEOUTS_PER_MATCH)) };
}

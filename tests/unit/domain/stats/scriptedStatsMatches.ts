import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countingUuid, replayMatchScript } from '../../../../src/domain/capture/script';
import type { MatchEvent, Possession } from '../../../../src/domain/model';
import type { StatsMatch } from '../../../../src/domain/stats';

const SCRIPTS = ['match-1-bud-spl.txt', 'match-2-bel-nap-exclusions.txt', 'match-3-bud-bel-shootout.txt'];

export type ScriptedMatch = StatsMatch & {
  /** Each scorer's log apart, as each device delivers it. */
  logs: Record<'team1' | 'team2', { events: MatchEvent[]; possessions: Possession[] }>;
};

/**
 * The three scripted demo matches (src/server/seed/matches) as both scorers captured them: match n is team n
 * against team n + 1, in league 7, the third in season 2025 and the others in 2026.
 */
export function scriptedStatsMatches(): ScriptedMatch[] {
  return SCRIPTS.map((file, index): ScriptedMatch => {
    const text = readFileSync(join(process.cwd(), 'src/server/seed/matches', file), 'utf8');
    const ids = { matchId: index + 1, team1Id: 1 + index, team2Id: 2 + index };
    const logs = replayMatchScript(text, { ...ids, newUuid: countingUuid(index + 1) });
    return {
      match: {
        id: index + 1,
        name: file,
        team1: { id: 1 + index, name: `Team ${1 + index}` },
        team2: { id: 2 + index, name: `Team ${2 + index}` },
        league: { id: 7, season: index === 2 ? '2025' : '2026' },
      },
      events: [...logs.team1.events, ...logs.team2.events],
      possessions: [...logs.team1.possessions, ...logs.team2.possessions],
      logs: { team1: logs.team1, team2: logs.team2 },
    };
  });
}

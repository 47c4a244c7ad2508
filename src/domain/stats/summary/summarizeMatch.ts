import { matchDifferences } from '../../review/matchDifferences';
import { applyStatsFilter } from '../applyStatsFilter';
import { playerMinutes } from '../playerMinutes';
import { plusMinus } from '../plusMinus';
import { teamStatistics } from '../teamStatistics';
import type { StatsMatch } from '../types';
import { possessionTimeOf } from './possessionTimeOf';
import { statsDefinitionsVersion } from './statsDefinitionsVersion';
import type { MatchSummary } from './types';

/**
 * The stored summary of one match: each side's figures computed by the very functions computeStatistics
 * uses, so a rule change flows through (and changes statsDefinitionsVersion, which recomputes the stored ones).
 * Given a quarter, the summary of that quarter's slice of the match: each side's figures as computeStatistics
 * gives them with that quarter chosen (the teams, event count, differences and named caps stay the whole match's).
 */
export function summarizeMatch(input: StatsMatch, quarter?: number): MatchSummary {
  const { match } = input;
  return {
    matchId: match.id,
    ...(quarter === undefined ? {} : { quarter }),
    definitions: statsDefinitionsVersion(),
    teams: [
      { id: match.team1.id, name: match.team1.name ?? null },
      { id: match.team2.id, name: match.team2.name ?? null },
    ],
    eventCount: input.events.length,
    differences: matchDifferences(input.events, match.team1.id).length,
    namedCaps: [namedCapsOf(input, match.team1.id), namedCapsOf(input, match.team2.id)],
    sides: applyStatsFilter([input], quarter === undefined ? {} : { quarters: [quarter] }).map((view) => ({
      matchId: view.matchId,
      opponent: { id: view.opponent.id, name: view.opponent.name ?? null },
      statistics: teamStatistics([view]),
      possessionTime: possessionTimeOf(view),
      hasMinutes: playerMinutes([view]) !== null,
      hasPlusMinus: plusMinus([view]) !== null,
    })),
  };
}

function namedCapsOf(input: StatsMatch, teamId: number): number[] {
  const caps = new Set<number>();
  for (const event of input.events)
    if (event.team.id === teamId && event.playerNumber != null) caps.add(event.playerNumber);
  return [...caps].sort((a, b) => a - b);
}

import { POSSESSION_OUTCOMES, type PossessionStatistics, type PossessionSummary } from '../types';
import type { PossessionTime, SideSummary } from './types';

type Part = { summary: PossessionSummary; time: PossessionTime };

/** Possession counts and outcomes added up; mean lengths from the summed raw seconds, as possessionOutcomes rounds. */
export function mergePossessions(sides: readonly SideSummary[]): PossessionStatistics {
  const quarters = new Map<number, { offense: Part[]; defense: Part[] }>();
  for (const { statistics, possessionTime } of sides) {
    for (const { quarter, offense, defense } of statistics.possessions.byQuarter) {
      const time = possessionTime.byQuarter.find((entry) => entry.quarter === quarter);
      let parts = quarters.get(quarter);
      if (!parts) quarters.set(quarter, (parts = { offense: [], defense: [] }));
      parts.offense.push({ summary: offense, time: time?.offense ?? { closed: 0, seconds: 0 } });
      parts.defense.push({ summary: defense, time: time?.defense ?? { closed: 0, seconds: 0 } });
    }
  }
  const sideParts = (side: 'offense' | 'defense') =>
    sides.map((entry) => ({ summary: entry.statistics.possessions[side], time: entry.possessionTime[side] }));
  return {
    offense: mergeSummaries(sideParts('offense')),
    defense: mergeSummaries(sideParts('defense')),
    byQuarter: [...quarters.entries()]
      .sort(([a], [b]) => a - b)
      .map(([quarter, { offense, defense }]) => ({
        quarter,
        offense: mergeSummaries(offense),
        defense: mergeSummaries(defense),
      })),
  };
}

function mergeSummaries(parts: readonly Part[]): PossessionSummary {
  const outcomes = Object.fromEntries(
    POSSESSION_OUTCOMES.map((outcome) => [outcome, 0]),
  ) as PossessionSummary['outcomes'];
  let count = 0;
  let closed = 0;
  let seconds = 0;
  for (const { summary, time } of parts) {
    count += summary.count;
    closed += time.closed;
    seconds += time.seconds;
    for (const outcome of POSSESSION_OUTCOMES) outcomes[outcome] += summary.outcomes[outcome];
  }
  return { count, meanSeconds: closed > 0 ? Math.round((seconds / closed) * 10) / 10 : null, outcomes };
}

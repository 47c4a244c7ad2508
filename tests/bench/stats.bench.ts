/** Statistics over a season (./season.ts: 200 matches × ~400 events), computed the way the statistics screen does. */
import {
  computeStatistics,
  statisticsFromSummaries,
  summarizeMatch,
  type StatsMatch,
  type SummarizedMatch,
} from '../../src/domain/stats';
import type { Bench } from './run';
import { rate, summarise } from './figures';
import { season } from './season';

const RUNS = 10;

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

export default {
  name: 'statistics',
  run: async () => {
    let matches: StatsMatch[] = [];
    const built = time(() => (matches = season()));
    const events = matches.reduce((sum, match) => sum + match.events.length, 0);
    const possessions = matches.reduce((sum, match) => sum + match.possessions.length, 0);
    console.log(
      `season: ${matches.length} matches, ${events} events (${(events / matches.length).toFixed(0)} per match), ${possessions} possessions; generated and imported in ${built.toFixed(0)} ms`,
    );
    time(() => computeStatistics(matches, { teamId: 1 })); // warm-up
    const cases: [string, Parameters<typeof computeStatistics>[1]][] = [
      ['season statistics, every team', {}],
      ['season statistics, one team', { teamId: 1 }],
      ['season statistics, one team, man-up in quarter 4', { teamId: 1, quarters: [4], manUp: 'MAN_UP' }],
    ];
    for (const [label, filter] of cases) {
      const samples = Array.from({ length: RUNS }, () => time(() => computeStatistics(matches, filter)));
      summarise(label, samples);
      if (label.endsWith('every team'))
        rate(
          `${label}, throughput`,
          events * RUNS,
          samples.reduce((a, b) => a + b, 0),
          'events',
        );
    }
    // What the statistics screen does since summaries are stored: merge them (the box score first).
    let summaries: SummarizedMatch[] = [];
    const summarized = time(
      () => (summaries = matches.map((match) => ({ match: match.match, summary: summarizeMatch(match) }))),
    );
    console.log(
      `summaries of the season: computed in ${summarized.toFixed(0)} ms (${(summarized / matches.length).toFixed(1)} ms per match), ${(JSON.stringify(summaries.map(({ summary }) => summary)).length / 1e6).toFixed(1)} MB as JSON`,
    );
    const merges: [string, Parameters<typeof statisticsFromSummaries>[1], 'boxScore' | 'complete'][] = [
      ['from summaries, every team, box score', {}, 'boxScore'],
      ['from summaries, every team, every figure', {}, 'complete'],
      ['from summaries, one team, box score', { teamId: 1 }, 'boxScore'],
      ['from summaries, one team, every figure', { teamId: 1 }, 'complete'],
    ];
    for (const [label, filter, stage] of merges)
      summarise(
        label,
        Array.from({ length: RUNS }, () => time(() => statisticsFromSummaries(summaries, filter, stage))),
      );
    const one = matches.slice(0, 1);
    summarise(
      'one match, both teams',
      Array.from({ length: 50 }, () => time(() => computeStatistics(one))),
    );
  },
} satisfies Bench;

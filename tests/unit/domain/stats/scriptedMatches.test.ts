import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayMatchScript } from '../../../../src/domain/capture/script';
import { computeStatistics } from '../../../../src/domain/stats/computeStatistics';
import type { TeamStatistics } from '../../../../src/domain/stats/types';

/**
 * The scripted demo matches, captured through the engine by both teams' scorers, then counted by the
 * statistics. The expected figures were worked out by hand from the script lines (one line per happening),
 * not from the engine's output.
 */
type Expected = {
  goals: number;
  attempts: number;
  scorers: Record<number, number>;
  penalties: { earned: number; scored: number };
  exclusionsCommitted: number;
  exclusionsEarned: number;
  timeouts: number;
  swimOffsWon: string;
  shootoutGoals: number;
};

const matches: [file: string, team1: Expected, team2: Expected][] = [
  [
    'match-1-bud-spl.txt',
    // BUD: 11 goals of 31 shots; #3 and #7 three each; a penalty won and scored; 4 exclusions each way.
    {
      goals: 11,
      attempts: 31,
      scorers: { 2: 1, 3: 3, 6: 1, 7: 3, 8: 2, 9: 1 },
      penalties: { earned: 1, scored: 1 },
      exclusionsCommitted: 4,
      exclusionsEarned: 4,
      timeouts: 0,
      swimOffsWon: '2/4',
      shootoutGoals: 0,
    },
    // SPL: 9 goals of 21 shots; one timeout.
    {
      goals: 9,
      attempts: 21,
      scorers: { 4: 3, 5: 1, 7: 2, 8: 3 },
      penalties: { earned: 1, scored: 1 },
      exclusionsCommitted: 4,
      exclusionsEarned: 4,
      timeouts: 1,
      swimOffsWon: '2/4',
      shootoutGoals: 0,
    },
  ],
  [
    'match-2-bel-nap-exclusions.txt',
    // BEL: 7 exclusion lines (one a pair, which excludes a NAP player too); NAP: 9 exclusion lines.
    {
      goals: 12,
      attempts: 27,
      scorers: { 3: 1, 4: 1, 6: 2, 7: 4, 8: 1, 9: 1, 10: 1, 11: 1 },
      penalties: { earned: 1, scored: 1 },
      exclusionsCommitted: 7,
      exclusionsEarned: 10,
      timeouts: 1,
      swimOffsWon: '2/4',
      shootoutGoals: 0,
    },
    {
      goals: 10,
      attempts: 29,
      scorers: { 2: 2, 3: 2, 7: 2, 8: 2, 9: 2 },
      penalties: { earned: 1, scored: 1 },
      exclusionsCommitted: 10,
      exclusionsEarned: 7,
      timeouts: 0,
      swimOffsWon: '2/4',
      shootoutGoals: 0,
    },
  ],
  [
    'match-3-bud-bel-shootout.txt',
    // 9:9 after four quarters; BEL wins the shootout 4:3, kept out of the match totals.
    {
      goals: 9,
      attempts: 22,
      scorers: { 2: 1, 3: 2, 4: 2, 8: 1, 11: 3 },
      penalties: { earned: 0, scored: 0 },
      exclusionsCommitted: 6,
      exclusionsEarned: 3,
      timeouts: 0,
      swimOffsWon: '2/4',
      shootoutGoals: 3,
    },
    {
      goals: 9,
      attempts: 21,
      scorers: { 2: 1, 3: 1, 5: 1, 6: 1, 7: 1, 9: 3, 11: 1 },
      penalties: { earned: 1, scored: 1 },
      exclusionsCommitted: 3,
      exclusionsEarned: 6,
      timeouts: 1,
      swimOffsWon: '2/4',
      shootoutGoals: 4,
    },
  ],
];

function figures(team: TeamStatistics): Expected {
  const scorers: Record<number, number> = {};
  for (const player of team.players) {
    if (player.boxScore.total.made > 0) scorers[player.caps[0]!] = player.boxScore.total.made;
  }
  return {
    goals: team.goals,
    attempts: team.boxScore.total.attempts,
    scorers,
    penalties: { earned: team.penaltiesEarned, scored: team.boxScore.penalty.made },
    exclusionsCommitted: team.exclusionsCommitted.total,
    exclusionsEarned: team.exclusionsEarned.total,
    timeouts: team.timeouts,
    swimOffsWon: `${team.swimOffs.made}/${team.swimOffs.attempts}`,
    shootoutGoals: team.boxScore.shootout.made,
  };
}

describe('the scripted matches, captured by both scorers, give the hand-counted box scores', () => {
  it.each(matches)('%s', (file, team1, team2) => {
    const text = readFileSync(new URL(`../../../../src/server/seed/matches/${file}`, import.meta.url), 'utf8');
    const logs = replayMatchScript(text);
    const stats = computeStatistics([
      {
        match: { id: 1, team1: { id: 1 }, team2: { id: 2 } },
        events: [...logs.team1.events, ...logs.team2.events],
        possessions: [...logs.team1.possessions, ...logs.team2.possessions],
      },
    ]);
    const byId = (id: number) => stats.teams.find((team) => team.team.id === id)!;

    expect(figures(byId(1))).toEqual(team1);
    expect(figures(byId(2))).toEqual(team2);
  });
});

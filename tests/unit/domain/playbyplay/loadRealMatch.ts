import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  convertPlayByPlay,
  parsePlayByPlayCsv,
  type ConvertedPlayByPlay,
  type PlayByPlayRow,
} from '../../../../src/domain/playbyplay';
import type { StatsMatch } from '../../../../src/domain/stats';

/** The three official play-by-plays of tests/fixtures/realmatch, with the team that plays as team1 first. */
export const REAL_MATCHES = {
  '2017-wch-w-usa-esp': { id: 9, team1: 'USA', team2: 'ESP' },
  '2017-wch-m-bra-kaz': { id: 1, team1: 'BRA', team2: 'KAZ' },
  '2025-asch-m-tha-hkg': { id: 21, team1: 'THA', team2: 'HKG' },
} as const;
export type RealMatchName = keyof typeof REAL_MATCHES;

export type RealMatch = {
  rows: PlayByPlayRow[];
  converted: ConvertedPlayByPlay;
  statsMatch: StatsMatch;
  teamIds: Record<string, number>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the published box score is free-form JSON
  boxScore: any;
};

const fixture = (name: string, file: string) =>
  readFileSync(fileURLToPath(new URL(`../../../fixtures/realmatch/${name}/${file}`, import.meta.url)), 'utf8');

/** A uuid generator that counts, so conversions are reproducible. */
export function countingUuid(): () => string {
  let next = 0;
  return () => `00000000-0000-4000-8000-${(++next).toString(16).padStart(12, '0')}`;
}

export function loadRealMatch(name: RealMatchName): RealMatch {
  const { id, team1, team2 } = REAL_MATCHES[name];
  const rows = parsePlayByPlayCsv(fixture(name, 'play-by-play.csv'));
  const teamIds = { [team1]: id * 10 + 1, [team2]: id * 10 + 2 };
  const converted = convertPlayByPlay(rows, {
    match: { id },
    team1: { id: teamIds[team1]!, code: team1 },
    team2: { id: teamIds[team2]!, code: team2 },
    newUuid: countingUuid(),
  });
  return {
    rows,
    converted,
    teamIds,
    boxScore: JSON.parse(fixture(name, 'box-score.json')),
    statsMatch: {
      match: { id, name, team1: { id: teamIds[team1]!, name: team1 }, team2: { id: teamIds[team2]!, name: team2 } },
      events: converted.events,
      possessions: converted.possessions,
    },
  };
}

import { readFileSync } from 'node:fs';
import { parsePlayByPlayCsv } from '../../../src/domain/playbyplay';
import { REAL_MATCHES, type RealMatchName } from '../../unit/domain/playbyplay/loadRealMatch';
import { realMatchScript, type RealMatchScript } from './realMatchScript';

/** The three real matches, in the order the taps bench plays them. */
export const REAL_MATCH_NAMES = Object.keys(REAL_MATCHES) as RealMatchName[];

const fixture = (name: RealMatchName, file: string) =>
  readFileSync(new URL(`../../fixtures/realmatch/${name}/${file}`, import.meta.url), 'utf8');

/** One real match of tests/fixtures/realmatch as its first team's scorer plays it. */
export function loadRealMatchScript(name: RealMatchName): RealMatchScript {
  const { team1, team2 } = REAL_MATCHES[name];
  const rows = parsePlayByPlayCsv(fixture(name, 'play-by-play.csv'));
  return realMatchScript(rows, JSON.parse(fixture(name, 'box-score.json')) as unknown, { team1, team2 }, name);
}

import { leagueRulesOf, type LeagueRules } from '../../domain/model';
import type { MatchRow } from '../db/rows';
import { readCachedLeague } from './readCachedLeague';

/**
 * The rules the match is played by, from its league as cached with the match, so they hold offline; the World
 * Aquatics rules for a match without a league, or while its league is not on the device (docs/design.md §6).
 */
export async function readLeagueRules(match: Pick<MatchRow, 'league'>): Promise<LeagueRules> {
  return leagueRulesOf(await readCachedLeague(match));
}

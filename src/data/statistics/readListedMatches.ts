import { leagueRulesOf } from '../../domain/model';
import { db } from '../db/db';
import type { MatchRow } from '../db/rows';
import { measured } from './measured';
import { LEAGUES_META_KEY, type ListedLeague, type ListedMatch } from './listedMatch';

/**
 * The pool a match was played in by its league's rules; a match without a league plays by the World Aquatics rules.
 * Null while the league is not cached, or was cached by a build that did not keep its pool length.
 */
function poolLengthOf(match: MatchRow, league: ListedLeague | undefined): number | null {
  if (!match.league) return leagueRulesOf(null).poolLength;
  return league && 'poolLength' in league ? leagueRulesOf(league).poolLength : null;
}

/** The cached matches for the statistics filters, most recent first (works offline). */
export async function readListedMatches(): Promise<ListedMatch[]> {
  const [matches, leaguesRow] = await measured('statistics: match list read', () =>
    Promise.all([db.matches.toArray(), db.meta.get(LEAGUES_META_KEY)]),
  );
  const leagues = new Map(((leaguesRow?.value ?? []) as ListedLeague[]).map((league) => [league.id, league]));
  return matches
    .map((match): ListedMatch => {
      const league = match.league ? leagues.get(match.league.id) : undefined;
      return {
        id: match.id,
        name: match.name,
        status: match.status,
        date: match.startsAt ?? match.startedAt ?? match.endedAt ?? null,
        team1: { id: match.team1.id, name: match.team1.name ?? null },
        team2: { id: match.team2.id, name: match.team2.name ?? null },
        league: match.league
          ? { id: match.league.id, name: league?.name ?? match.league.name ?? null, season: league?.season ?? null }
          : null,
        poolLength: poolLengthOf(match, league),
      };
    })
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id);
}

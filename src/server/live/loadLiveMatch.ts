import { and, asc, eq, inArray } from 'drizzle-orm';
import { leagueRulesOf, type MatchEvent, type MatchPlayer } from '../../domain/model';
import type { Database } from '../db/database';
import { event, league, match, matchPlayer, player, possession, team } from '../db/schema';
import type { LiveMatchData } from './liveMatchData';

/**
 * One match with both scorers' logs and its rosters, read from the rows of the match's own organisation;
 * null when the match is gone. Rows keep their columns and gain the nested `match` and `team` refs the
 * domain reads (the wire shape of docs/api.md §4).
 */
export async function loadLiveMatch(db: Database, matchId: number): Promise<LiveMatchData | null> {
  const [found] = await db.select().from(match).where(eq(match.id, matchId)).limit(1);
  if (!found) return null;
  const ofMatch = (table: typeof event | typeof possession | typeof matchPlayer) =>
    and(eq(table.matchId, matchId), eq(table.organizationId, found.organizationId));
  const [teams, leagues, events, possessions, players] = await Promise.all([
    db
      .select({ id: team.id, name: team.name })
      .from(team)
      .where(inArray(team.id, [found.team1Id, found.team2Id])),
    found.leagueId
      ? db
          .select({
            quarterLength: league.quarterLength,
            timeoutsPerMatch: league.timeoutsPerMatch,
            poolLength: league.poolLength,
          })
          .from(league)
          .where(eq(league.id, found.leagueId))
      : Promise.resolve([]),
    db.select().from(event).where(ofMatch(event)).orderBy(asc(event.id)),
    db
      .select({ quarter: possession.quarter, timeFrom: possession.timeFrom, timeTo: possession.timeTo })
      .from(possession)
      .where(ofMatch(possession)),
    db
      .select({ row: matchPlayer, firstName: player.firstName, lastName: player.lastName })
      .from(matchPlayer)
      .innerJoin(player, eq(player.id, matchPlayer.playerId))
      .where(ofMatch(matchPlayer)),
  ]);
  const rules = leagueRulesOf(leagues[0]);
  const teamOf = (id: number) => ({ id, name: teams.find((t) => t.id === id)?.name ?? '' });
  const refs = (row: { matchId: number; teamId: number }) => ({ match: { id: row.matchId }, team: { id: row.teamId } });
  return {
    match: {
      id: found.id,
      name: found.name,
      status: found.status,
      startsAt: found.startsAt,
      team1: teamOf(found.team1Id),
      team2: teamOf(found.team2Id),
    },
    quarterLength: rules.quarterLength,
    timeoutsPerMatch: rules.timeoutsPerMatch,
    poolLength: rules.poolLength,
    events: events.map((row) => ({ ...row, ...refs(row) }) as unknown as MatchEvent),
    possessions,
    matchPlayers: players.map(({ row, firstName, lastName }): MatchPlayer => ({
      ...row,
      ...refs(row),
      player: { id: row.playerId, firstName, lastName },
    })),
  };
}

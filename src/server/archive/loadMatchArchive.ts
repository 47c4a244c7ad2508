import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MATCH_ARCHIVE_FORMAT, type ArchiveLeague, type MatchArchive } from '../../domain/archive';
import type { Database } from '../db/database';
import type { match } from '../db/schema';
import {
  event,
  league,
  matchPlayer,
  matchSignOff,
  matchTips,
  matchVideo,
  matchVideoAlignment,
  player,
  possession,
  team,
} from '../db/schema';
import { archiveRowOf } from './archiveRowOf';
import { withoutDanglingLinks } from './withoutDanglingLinks';

type LeagueRow = typeof league.$inferSelect;
const leagueOf = (row: LeagueRow | undefined): ArchiveLeague | null =>
  row
    ? {
        name: row.name,
        season: row.season,
        quarterLength: row.quarterLength,
        exclusionTime: row.exclusionTime,
        possessionClock: row.possessionClock,
        poolLength: row.poolLength,
        timeoutsPerMatch: row.timeoutsPerMatch,
      }
    : null;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The whole of one match of an organisation as a `poolside-match/1` archive (the match must be the caller's). */
export async function loadMatchArchive(
  db: Database,
  found: typeof match.$inferSelect,
  exportedAt: Date,
): Promise<MatchArchive> {
  const scope = (table: { organizationId: PgColumn; matchId: PgColumn }) =>
    and(eq(table.organizationId, found.organizationId), eq(table.matchId, found.id));
  const [teams, rosterRows, eventRows, possessionRows, [tips], videos, signOffs] = await Promise.all([
    db
      .select()
      .from(team)
      .where(inArray(team.id, [found.team1Id, found.team2Id])),
    db
      .select({ entry: matchPlayer, player })
      .from(matchPlayer)
      .innerJoin(player, eq(player.id, matchPlayer.playerId))
      .where(scope(matchPlayer))
      .orderBy(asc(matchPlayer.teamId), asc(matchPlayer.cap)),
    db.select().from(event).where(scope(event)).orderBy(asc(event.time), asc(event.id)),
    db.select().from(possession).where(scope(possession)).orderBy(asc(possession.timeFrom), asc(possession.id)),
    db.select().from(matchTips).where(eq(matchTips.matchId, found.id)).limit(1),
    db
      .select({ video: matchVideo, alignment: matchVideoAlignment })
      .from(matchVideo)
      .leftJoin(matchVideoAlignment, eq(matchVideoAlignment.matchVideoId, matchVideo.id))
      .where(scope(matchVideo))
      .orderBy(asc(matchVideo.id)),
    db.select().from(matchSignOff).where(scope(matchSignOff)).orderBy(asc(matchSignOff.signedAt), asc(matchSignOff.id)),
  ]);
  const leagueIds = [found.leagueId, ...teams.map((row) => row.leagueId)].filter((id): id is number => id !== null);
  const leagues = leagueIds.length ? await db.select().from(league).where(inArray(league.id, leagueIds)) : [];
  const leagueById = (id: number | null) => leagueOf(leagues.find((row) => row.id === id));
  const teamOf = (id: number) => {
    const row = teams.find((candidate) => candidate.id === id)!;
    return { id: row.id, name: row.name, shortName: row.shortName, league: leagueById(row.leagueId) };
  };
  const linked = withoutDanglingLinks(eventRows.map(archiveRowOf), possessionRows.map(archiveRowOf));
  return {
    format: MATCH_ARCHIVE_FORMAT,
    exportedAt: exportedAt.toISOString(),
    match: {
      name: found.name,
      status: found.status,
      startsAt: iso(found.startsAt),
      startedAt: iso(found.startedAt),
      endedAt: iso(found.endedAt),
      team1: { id: found.team1Id },
      team2: { id: found.team2Id },
      league: leagueById(found.leagueId),
    },
    teams: [teamOf(found.team1Id), teamOf(found.team2Id)],
    roster: rosterRows.map(({ entry, player: named }) => ({
      team: { id: entry.teamId },
      cap: entry.cap,
      goalKeeper: entry.goalKeeper,
      player: { firstName: named.firstName, lastName: named.lastName, birthYear: named.birthYear },
    })),
    events: linked.events,
    possessions: linked.possessions,
    tips: (tips?.tips ?? []).map((tip) => ({ ...tip, cap: tip.cap ?? null })),
    videos: videos.map(({ video, alignment }) => ({
      quarter: video.quarter,
      videoUrl: video.videoUrl,
      objectUrlS3: video.objectUrlS3,
      ...(alignment ? { alignment: { anchors: alignment.anchors } } : {}),
    })),
    signOffs: signOffs.map((row) => ({
      signedBy: row.signedBy,
      signedByLogin: row.signedByLogin,
      signedAt: row.signedAt.toISOString(),
      reopenedByLogin: row.reopenedByLogin,
      reopenedAt: iso(row.reopenedAt),
    })),
  };
}

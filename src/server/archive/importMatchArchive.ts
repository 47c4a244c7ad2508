import type { MatchArchive } from '../../domain/archive';
import type { Database } from '../db/database';
import {
  event,
  match,
  matchPlayer,
  matchSignOff,
  matchTips,
  matchVideo,
  matchVideoAlignment,
  possession,
} from '../db/schema';
import { httpProblem, ProblemError } from '../http/problem';
import { findImportedMatch } from './findImportedMatch';
import { findOrCreateLeagues, leagueKeyOf } from './findOrCreateLeagues';
import { findOrCreatePlayers } from './findOrCreatePlayers';
import { findOrCreateTeams } from './findOrCreateTeams';
import { insertInBatches } from './insertInBatches';

export type ImportCaller = { organizationId: number; login: string };

const dateOf = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The 409 of an archive the organisation holds already, naming that match for the client to open. */
function importedBefore(matchId: number): ProblemError {
  const { problem } = httpProblem(409, `This match was imported before (match ${matchId})`);
  return new ProblemError({ ...problem, matchId } as typeof problem);
}

/**
 * Stores a checked archive as a new match of the caller's organisation in one transaction: teams, players and
 * leagues matched by name (else created), events and possessions with their own uuids and links, the roster,
 * tips and video entries with their alignments, in multi-row inserts. Refuses with 409 an archive whose rows the organisation
 * already holds. Answers the new match's id.
 */
export async function importMatchArchive(
  db: Database,
  caller: ImportCaller,
  archive: MatchArchive,
  now: Date,
): Promise<number> {
  const { organizationId } = caller;
  return db.transaction(async (tx) => {
    const existing = await findImportedMatch(tx, organizationId, archive);
    if (existing !== null) throw importedBefore(existing);
    const leagueIds = await findOrCreateLeagues(tx, organizationId, archive);
    const teamIds = await findOrCreateTeams(tx, organizationId, archive, leagueIds);
    const teamOf = (row: { team: { id: number } }) => teamIds.get(row.team.id)!;
    const { match: played } = archive;
    const [created] = await tx
      .insert(match)
      .values({
        organizationId,
        name: played.name,
        team1Id: teamOf({ team: played.team1 }),
        team2Id: teamOf({ team: played.team2 }),
        leagueId: played.league ? (leagueIds.get(leagueKeyOf(played.league)) ?? null) : null,
        status: played.status,
        startsAt: dateOf(played.startsAt),
        startedAt: dateOf(played.startedAt),
        endedAt: dateOf(played.endedAt),
      })
      .returning({ id: match.id });
    const matchId = created!.id;
    const owned = { organizationId, matchId };
    const playerIds = await findOrCreatePlayers(tx, organizationId, archive.roster, teamIds);
    await insertInBatches(
      tx,
      matchPlayer,
      archive.roster.map((entry, i) => ({
        ...owned,
        teamId: teamOf(entry),
        playerId: playerIds[i]!,
        cap: entry.cap,
        goalKeeper: entry.goalKeeper,
      })),
    );
    await insertInBatches(
      tx,
      possession,
      archive.possessions.map(({ team, recordedAt, ...row }) => ({
        ...row,
        ...owned,
        teamId: teamOf({ team }),
        recordedAt: dateOf(recordedAt),
      })),
    );
    await insertInBatches(
      tx,
      event,
      archive.events.map(({ team, recordedAt, ...row }) => ({
        ...row,
        ...owned,
        teamId: teamOf({ team }),
        recordedAt: dateOf(recordedAt),
      })),
    );
    if (archive.tips.length > 0) {
      const tips = archive.tips.map(({ cap, ...tip }) => (cap == null ? tip : { ...tip, cap }));
      await tx.insert(matchTips).values({ ...owned, tips, format: 'json', importedAt: now, importedBy: caller.login });
    }
    // The file of an uploaded video stays where it was: the entry comes without it, ready for an upload here.
    // One by one (an archive holds a few), so each alignment finds its video's new id.
    for (const video of archive.videos) {
      const [stored] = await tx
        .insert(matchVideo)
        .values({ ...owned, quarter: video.quarter ?? null, videoUrl: video.videoUrl ?? null })
        .returning({ id: matchVideo.id });
      const anchors = video.alignment?.anchors ?? [];
      if (anchors.length > 0) {
        await tx
          .insert(matchVideoAlignment)
          .values({ matchVideoId: stored!.id, organizationId, anchors, updatedAt: now, updatedBy: caller.login });
      }
    }
    // A signed match arrives signed (and locked), with the history of its sign-offs.
    await insertInBatches(
      tx,
      matchSignOff,
      archive.signOffs.map((row) => ({
        ...owned,
        signedBy: row.signedBy,
        signedByLogin: row.signedByLogin,
        signedAt: new Date(row.signedAt),
        reopenedByLogin: row.reopenedByLogin ?? null,
        reopenedAt: dateOf(row.reopenedAt),
      })),
    );
    return matchId;
  });
}

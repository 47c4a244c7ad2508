import { db } from '../db/db';
import { matchTipsKey } from '../captureState/matchTipsKey';
import { matchSignOffKey } from '../signOff/matchSignOffCache';
import { LEAGUES_META_KEY } from '../statistics/listedMatch';
import { videoAlignmentKey } from '../video/videoAlignments';
import { deleteRuntimeCaches } from './deleteRuntimeCaches';
import { readMatchesInProgress } from './readMatchesInProgress';

export type ClearCacheResult = { pendingCaptures: number };

/**
 * Cached per match: event tips under matchTipsKey(matchId) (`tips:<id>`), the sign-off under matchSignOffKey; per
 * match video its alignment under videoAlignmentKey(videoId).
 */
const MATCH_META_KEY = /^(tips|signOff|videoAlignment):\d+$/;

/**
 * Empties cached reference data and the service worker's runtime caches. Unsynced captures are never
 * touched, and neither is anything a match in progress on this device needs (one with a capture state or
 * outbox rows): its match, teams, players, match players, videos, events, possessions, tips and sign-off stay,
 * so a scorer offline can carry on capturing it. One transaction, so no capture slips in between.
 */
export async function clearCache(): Promise<ClearCacheResult> {
  const tables = [
    db.matches,
    db.teams,
    db.players,
    db.matchPlayers,
    db.matchVideos,
    db.matchExternalIds,
    db.events,
    db.possessions,
    db.liveStates,
    db.outbox,
    db.meta,
  ];
  const pendingCaptures = await db.transaction('rw', tables, async () => {
    const outbox = await db.outbox.toArray();
    const outboxUuids = new Set(outbox.map((row) => row.uuid));
    const keptMatchIds = await readMatchesInProgress();
    const keptMatches = (await db.matches.bulkGet([...keptMatchIds])).filter((match) => match !== undefined);
    const keptTeamIds = new Set(keptMatches.flatMap((match) => [match.team1.id, match.team2.id]));
    const keptPlayerIds = new Set(
      (await db.matchPlayers.filter((row) => keptMatchIds.has(row.match.id)).toArray()).map((row) => row.player.id),
    );
    const isOfKeptMatch = (row: { match: { id: number } }) => keptMatchIds.has(row.match.id);
    const keptVideoIds = (await db.matchVideos.filter(isOfKeptMatch).toArray()).map((video) => video.id);
    const keptMetaKeys = new Set([
      ...[...keptMatchIds].flatMap((id) => [matchTipsKey(id), matchSignOffKey(id)]),
      ...keptVideoIds.map(videoAlignmentKey),
    ]);
    await Promise.all([
      db.matches.filter((match) => !keptMatchIds.has(match.id)).delete(),
      db.teams.filter((team) => !keptTeamIds.has(team.id)).delete(),
      db.players
        .filter((player) => !keptPlayerIds.has(player.id) && !(player.team && keptTeamIds.has(player.team.id)))
        .delete(),
      db.matchPlayers.filter((row) => !isOfKeptMatch(row)).delete(),
      db.matchVideos.filter((row) => !isOfKeptMatch(row)).delete(),
      db.matchExternalIds.filter((row) => !isOfKeptMatch(row)).delete(),
      db.events.filter((row) => !isOfKeptMatch(row) && !outboxUuids.has(row.uuid)).delete(),
      db.possessions.filter((row) => !isOfKeptMatch(row) && !outboxUuids.has(row.uuid)).delete(),
      db.meta
        .filter(({ key }) => key === LEAGUES_META_KEY || (MATCH_META_KEY.test(key) && !keptMetaKeys.has(key)))
        .delete(),
    ]);
    return outbox.length;
  });
  await deleteRuntimeCaches();
  return { pendingCaptures };
}

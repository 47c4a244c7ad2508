import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { MatchEvent } from '../../domain/model';
import {
  alignVideoTimes,
  buildClip,
  rollOf,
  sharedClipEventOf,
  videoForEvent,
  type AlignmentAnchor,
  type SharedClip,
  type SharedPlaylist,
} from '../../domain/video';
import { event, match, matchVideo, matchVideoAlignment, playlistShare, team } from '../db/schema';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/appEnv';
import { parseIdParam } from '../http/parseIdParam';
import { httpProblem } from '../http/problem';
import { isShareIdShaped } from '../live/isShareIdShaped';
import { createVideoStore } from '../videos/createVideoStore';
import { isStoredVideoKey } from '../videos/isStoredVideoKey';
import { streamStoredVideo } from '../videos/streamStoredVideo';
import type { VideoStore } from '../videos/videoStore';

type ShareRow = typeof playlistShare.$inferSelect;
type VideoRow = typeof matchVideo.$inferSelect;
type EventRow = typeof event.$inferSelect;

const noShare = () => httpProblem(404, 'No clips at this link');
const NOT_KEPT = { 'Cache-Control': 'no-store' };

/**
 * The public side of a shared playlist, no login (issue: clips for a player): `GET /api/clips/{shareId}` answers
 * its clips (SharedPlaylist) and `GET /api/clips/{shareId}/videos/{videoId}` streams a video they play in, with
 * HTTP Range, from the data dir or the bucket. A share id reaches only its own events, their matches' names and the
 * videos those clips play in; an unknown, revoked or expired one is a 404, for the video too, at once.
 */
export function sharedClipRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  let store: VideoStore | undefined;
  const storeOf = (c: Context<AppEnv>) => (store ??= createVideoStore(c.get('deps').config, c.get('deps').log));

  router.get('/:shareId', async (c) => {
    const share = await findShare(c);
    return c.json(await sharedPlaylistOf(c.get('deps').db, share), 200, NOT_KEPT);
  });

  router.get('/:shareId/videos/:videoId', async (c) => {
    const share = await findShare(c);
    const videoId = parseIdParam(c.req.param('videoId'));
    const { db } = c.get('deps');
    // Only a video of a match one of the shared events is of: a Range request costs two small reads.
    const [video] = await db
      .select()
      .from(matchVideo)
      .where(and(eq(matchVideo.id, videoId), eq(matchVideo.organizationId, share.organizationId)))
      .limit(1);
    const [ofShare] = video
      ? await db
          .select({ id: event.id })
          .from(event)
          .where(
            and(
              eq(event.organizationId, share.organizationId),
              eq(event.matchId, video.matchId),
              inArray(event.uuid, share.eventUuids),
            ),
          )
          .limit(1)
      : [];
    if (!ofShare) throw httpProblem(404, 'No such video at this link');
    return streamStoredVideo(c, storeOf(c), video, NOT_KEPT);
  });
  return router;
}

async function findShare(c: Context<AppEnv>): Promise<ShareRow> {
  const shareId = c.req.param('shareId') ?? '';
  if (!isShareIdShaped(shareId)) throw noShare();
  const { db, clock } = c.get('deps');
  const [share] = await db
    .select()
    .from(playlistShare)
    .where(
      and(
        eq(playlistShare.shareId, shareId),
        or(isNull(playlistShare.expiresAt), gt(playlistShare.expiresAt, clock())),
      ),
    )
    .limit(1);
  if (!share) throw noShare();
  return share;
}

/**
 * The share's events that still exist, in the order shared, each as a clip of the video that covers it at the
 * video time its alignment gives (a hand-set time wins), with the share's rolls. Events no playable video covers
 * are left out.
 */
async function sharedPlaylistOf(db: Database, share: ShareRow): Promise<SharedPlaylist> {
  const org = share.organizationId;
  const rows = await db
    .select()
    .from(event)
    .where(and(eq(event.organizationId, org), inArray(event.uuid, share.eventUuids)));
  const matchIds = [...new Set(rows.map((row) => row.matchId))];
  const [videos, matches] = matchIds.length
    ? await Promise.all([
        db
          .select()
          .from(matchVideo)
          .where(and(eq(matchVideo.organizationId, org), inArray(matchVideo.matchId, matchIds))),
        matchNamesOf(db, org, matchIds),
      ])
    : [[], []];
  const covers = videos.map((video) => ({ ...video, match: { id: video.matchId } }));
  const timeOf = await alignedTimes(db, org, rows, covers);
  const playable = covers.filter((video) => playableUrl(share, video) !== null);
  const byUuid = new Map(rows.map((row) => [row.uuid, toEvent(row)]));
  const clips: SharedClip[] = [];
  for (const uuid of share.eventUuids) {
    const shared = byUuid.get(uuid);
    if (!shared) continue;
    const video = videoForEvent(covers, shared);
    const videoTime = timeOf.get(uuid) ?? shared.videoTime;
    if (!video || videoTime == null || !playable.includes(video)) continue;
    const roll = rollOf(shared.type, { pre: share.pre, post: share.post });
    clips.push({ event: sharedClipEventOf(shared), videoId: video.id, videoTime, ...buildClip(videoTime, roll) });
  }
  const used = new Set(clips.map((clip) => clip.videoId));
  return {
    title: share.title,
    expiresAt: share.expiresAt?.toISOString() ?? null,
    clips,
    videos: playable
      .filter((video) => used.has(video.id))
      .map((video) => ({ id: video.id, url: playableUrl(share, video)! })),
    matches,
  };
}

/** Where the viewer's player reads a video: its stored file through the share, else its own http(s) address. */
function playableUrl(share: ShareRow, video: VideoRow): string | null {
  if (isStoredVideoKey(video.objectUrlS3, video.organizationId)) {
    return `/api/clips/${share.shareId}/videos/${video.id}`;
  }
  return video.videoUrl && /^https?:\/\//i.test(video.videoUrl) ? video.videoUrl : null;
}

/** The video times the videos' alignments give the shared events (read with every event of their matches). */
async function alignedTimes(
  db: Database,
  org: number,
  shared: readonly EventRow[],
  videos: readonly (VideoRow & { match: { id: number } })[],
): Promise<Map<string, number | null | undefined>> {
  if (videos.length === 0) return new Map();
  const stored = await db
    .select()
    .from(matchVideoAlignment)
    .where(
      inArray(
        matchVideoAlignment.matchVideoId,
        videos.map((video) => video.id),
      ),
    );
  if (stored.length === 0) return new Map();
  const anchorsOf = new Map<number, AlignmentAnchor[]>(stored.map((row) => [row.matchVideoId, row.anchors]));
  const aligned = [...new Set(videos.filter((video) => anchorsOf.has(video.id)).map((video) => video.matchId))];
  const spans = await db
    .select()
    .from(event)
    .where(and(eq(event.organizationId, org), inArray(event.matchId, aligned)));
  const times = alignVideoTimes(spans.map(toEvent), videos, (video) => anchorsOf.get(video.id));
  const wanted = new Set(shared.map((row) => row.uuid));
  return new Map(times.filter((one) => wanted.has(one.uuid)).map((one) => [one.uuid, one.videoTime]));
}

async function matchNamesOf(db: Database, org: number, matchIds: number[]): Promise<SharedPlaylist['matches']> {
  const rows = await db
    .select({ id: match.id, name: match.name, team1Id: match.team1Id, team2Id: match.team2Id })
    .from(match)
    .where(and(eq(match.organizationId, org), inArray(match.id, matchIds)));
  const teamIds = [...new Set(rows.flatMap((row) => [row.team1Id, row.team2Id]))];
  const teams = teamIds.length
    ? await db.select({ id: team.id, name: team.name }).from(team).where(inArray(team.id, teamIds))
    : [];
  const nameOf = new Map(teams.map((one) => [one.id, one.name]));
  const side = (id: number) => ({ id, name: nameOf.get(id) ?? '' });
  return rows.map((row) => ({ id: row.id, name: row.name, team1: side(row.team1Id), team2: side(row.team2Id) }));
}

/** A stored event as the domain reads it, with its match and team as references. */
function toEvent(row: EventRow): MatchEvent {
  const { matchId, teamId, recordedAt, ...rest } = row;
  return {
    ...(rest as unknown as MatchEvent),
    match: { id: matchId },
    team: { id: teamId },
    recordedAt: recordedAt?.toISOString() ?? null,
  };
}

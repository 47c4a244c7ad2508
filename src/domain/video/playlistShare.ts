import * as v from 'valibot';
import { UuidSchema, type MatchEvent } from '../model';
import { MAX_ROLL_SECONDS } from './clipRoll';

/** Clips one shared playlist may hold: a match's worth of events and more, not a season's. */
export const MAX_SHARED_CLIPS = 500;
export const MAX_SHARE_TITLE = 120;
/** The furthest a share's expiry may lie ahead. */
export const MAX_SHARE_DAYS = 366;

const rollSeconds = v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_ROLL_SECONDS));
const hasEachEventOnce = (uuids: string[]) => new Set(uuids).size === uuids.length;

/**
 * POST /api/playlist-shares: a playlist handed to someone without an account (issue: clips for a player). The
 * events are named one by one, as the playlist on screen lists them, so the link shows what its sender saw even
 * when the log changes later (an event deleted since is left out). `pre`/`post` are the playlist's rolls when set.
 */
export const PlaylistShareBodySchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be blank'), v.maxLength(MAX_SHARE_TITLE)),
  eventUuids: v.pipe(
    v.array(UuidSchema),
    v.minLength(1, 'at least one clip'),
    v.maxLength(MAX_SHARED_CLIPS, `at most ${MAX_SHARED_CLIPS} clips`),
    v.check(hasEachEventOnce, 'each event once'),
  ),
  pre: v.optional(v.nullable(rollSeconds)),
  post: v.optional(v.nullable(rollSeconds)),
  expiresAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
});
export type PlaylistShareBody = v.InferOutput<typeof PlaylistShareBodySchema>;

/** A shared playlist as its organisation lists it (POST's answer, GET /api/playlist-shares). */
export type PlaylistShare = {
  shareId: string;
  url: string;
  title: string;
  clipCount: number;
  createdAt: string;
  createdBy: string;
  expiresAt: string | null;
};

/** What the public clip page says of an event: enough for its title, nothing of the organisation beyond it. */
export type SharedClipEvent = Pick<
  MatchEvent,
  | 'uuid'
  | 'type'
  | 'quarter'
  | 'time'
  | 'playerNumber'
  | 'opponentPlayerNumber'
  | 'shootOutcome'
  | 'shootResult'
  | 'shootSituation'
  | 'turnOverType'
  | 'exclusionType'
  | 'extraPlayer'
  | 'offense'
> & { match: { id: number }; team: { id: number } };

/** One clip of a shared playlist: a span of one of the answer's videos. */
export type SharedClip = { event: SharedClipEvent; videoId: number; videoTime: number; start: number; end: number };

/**
 * GET /api/clips/{shareId}, public: the playlist's clips in play order, the videos they play in (streamed through
 * the share, or an external address), and the matches' and teams' names.
 */
export type SharedPlaylist = {
  title: string;
  expiresAt: string | null;
  clips: SharedClip[];
  videos: { id: number; url: string }[];
  matches: { id: number; name: string; team1: { id: number; name: string }; team2: { id: number; name: string } }[];
};

/** The event fields a shared clip carries (SharedClipEvent), from a stored event. */
export function sharedClipEventOf(event: MatchEvent): SharedClipEvent {
  return {
    uuid: event.uuid,
    type: event.type,
    quarter: event.quarter,
    time: event.time,
    playerNumber: event.playerNumber ?? null,
    opponentPlayerNumber: event.opponentPlayerNumber ?? null,
    shootOutcome: event.shootOutcome ?? null,
    shootResult: event.shootResult ?? null,
    shootSituation: event.shootSituation ?? null,
    turnOverType: event.turnOverType ?? null,
    exclusionType: event.exclusionType ?? null,
    extraPlayer: event.extraPlayer,
    offense: event.offense,
    match: { id: event.match.id },
    team: { id: event.team.id },
  };
}

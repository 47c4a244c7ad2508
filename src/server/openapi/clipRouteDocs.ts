import { PlaylistShareBodySchema } from '../../domain/video';
import { VIDEO_CONTENT_TYPES } from '../videos/videoContentTypes';
import { EMPTY_ANSWER, jsonAnswer, LOCATION_HEADER, NULLABLE_TEXT } from './commonParts';
import { arrayOf, fromValibot, ID, INSTANT, INTEGER, objectOf, ref, TEXT, type JsonSchema } from './jsonSchema';
import type { RouteTable } from './routeDoc';

const PLAYLIST_SHARE: JsonSchema = objectOf({
  shareId: TEXT,
  url: TEXT,
  title: TEXT,
  clipCount: INTEGER,
  createdAt: INSTANT,
  createdBy: TEXT,
  expiresAt: NULLABLE_TEXT,
});

const NAMED = objectOf({ id: ID, name: TEXT });
/** The shared playlist's outline (src/domain/video/playlistShare.ts holds every property). */
const SHARED_PLAYLIST: JsonSchema = objectOf({
  title: TEXT,
  expiresAt: NULLABLE_TEXT,
  clips: arrayOf({
    ...objectOf({
      event: { type: 'object', required: ['uuid', 'type', 'quarter', 'time'] },
      videoId: ID,
      videoTime: { type: 'number' },
      start: { type: 'number' },
      end: { type: 'number' },
    }),
  }),
  videos: arrayOf(objectOf({ id: ID, url: TEXT })),
  matches: arrayOf(objectOf({ id: ID, name: TEXT, team1: NAMED, team2: NAMED })),
});

const SHARE_EXAMPLE = {
  title: 'Clips for #5',
  eventUuids: ['0f8fad5b-d9cb-469f-a165-70867728950e'],
  pre: 6,
  post: 3,
  expiresAt: '2026-12-31T23:00:00.000Z',
};
const NO_SHARE = 'No such share, revoked or expired';

/** Playlists shared by link: kept by the organisation's data managers, watched by anyone holding the link. */
export const CLIP_ROUTES: RouteTable = {
  schemas: { PlaylistShare: PLAYLIST_SHARE, SharedPlaylist: SHARED_PLAYLIST },
  routes: [
    {
      method: 'post',
      path: '/api/playlist-shares',
      tag: 'clips',
      summary: 'Share a playlist by link',
      description:
        'The events by uuid, in the order to play (at most 500); `pre`/`post` seconds around each event (else its type’s roll); an optional expiry within 366 days. Watched at `/clips/{shareId}` without an account.',
      access: 'manager',
      body: { schema: fromValibot(PlaylistShareBodySchema), example: SHARE_EXAMPLE },
      answers: { 201: jsonAnswer('The share and its link', ref('PlaylistShare'), undefined, LOCATION_HEADER) },
      problems: { 400: 'A bad field, or an event not of the organisation' },
    },
    {
      method: 'get',
      path: '/api/playlist-shares',
      tag: 'clips',
      summary: 'The organisation’s shared playlists, newest first',
      access: 'manager',
      answers: { 200: jsonAnswer('The shares', arrayOf(ref('PlaylistShare'))) },
    },
    {
      method: 'delete',
      path: '/api/playlist-shares/{shareId}',
      tag: 'clips',
      summary: 'Revoke a shared playlist: its link answers 404 at once',
      access: 'manager',
      answers: { 204: EMPTY_ANSWER('Revoked') },
      problems: { 404: 'No such share of the organisation' },
    },
    {
      method: 'get',
      path: '/api/clips/{shareId}',
      tag: 'clips',
      summary: 'The clips of a shared playlist',
      description: 'Only the shared events that a video can play, with their matches’ and teams’ names.',
      access: 'public',
      answers: { 200: jsonAnswer('The playlist', ref('SharedPlaylist')) },
      problems: { 404: NO_SHARE },
    },
    {
      method: 'get',
      path: '/api/clips/{shareId}/videos/{videoId}',
      tag: 'clips',
      summary: 'A video the shared clips play in, by HTTP Range',
      access: 'public',
      parameters: [{ name: 'Range', in: 'header', schema: TEXT, description: '`bytes=start-end`' }],
      answers: {
        200: {
          description: 'The file',
          content: Object.fromEntries(Object.keys(VIDEO_CONTENT_TYPES).map((type) => [type, {}])),
        },
        206: { description: 'The range asked for' },
      },
      problems: { 404: `${NO_SHARE}, or a video its clips do not play in`, 416: 'A range out of bounds' },
    },
  ],
};

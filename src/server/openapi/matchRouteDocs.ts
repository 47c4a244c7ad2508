import { MatchArchiveSchema } from '../../domain/archive/matchArchiveSchema';
import { TEAM_SIDES } from '../../domain/model';
import { ARCHIVE_MAX_BYTES } from '../archive/archiveLimits';
import { EventTipListSchema } from '../playByPlay/eventTipListSchema';
import { MAX_BULK_ENTITIES } from '../routes/bulkCreate';
import { VideoAlignmentSchema } from '../../domain/video';
import { LiveShareBodySchema } from '../routes/liveShare';
import { ClockBodySchema } from '../routes/matchClock';
import { AddBody as RosterBodySchema, SwapBody as RosterSwapBodySchema } from '../routes/matchRoster';
import { ImportBody as PlayerImportBodySchema } from '../routes/playerImport';
import { VIDEO_CONTENT_TYPES } from '../videos/videoContentTypes';
import { exampleOf } from './exampleOf';
import { EMPTY_ANSWER, jsonAnswer, LOCATION_HEADER, NULLABLE_TEXT } from './commonParts';
import {
  arrayOf,
  fromValibot,
  ID,
  INSTANT,
  INTEGER,
  nullable,
  objectOf,
  ref,
  TEXT,
  type JsonSchema,
} from './jsonSchema';
import type { RouteDoc, RouteTable } from './routeDoc';

const ARCHIVE = fromValibot(MatchArchiveSchema);
/** A match with no rows yet, to keep the example short. */
const ARCHIVE_EXAMPLE = {
  ...(exampleOf(ARCHIVE) as object),
  roster: [],
  events: [],
  possessions: [],
  tips: [],
  videos: [],
};
const ALIGNMENT = fromValibot(VideoAlignmentSchema);
const SIDE: JsonSchema = { type: 'string', enum: [...TEAM_SIDES] };
const TIPS = fromValibot(EventTipListSchema);
const TIPS_SOURCE = { 'X-Tips-Source': { description: '`import`, `external` or `none`.', schema: TEXT } };
const SIGN_OFF = objectOf({ signedBy: NULLABLE_TEXT, signedAt: nullable(INSTANT) });
const LIVE_SHARE = objectOf({ shareId: TEXT, url: { type: 'string', format: 'uri' }, showNames: { type: 'boolean' } });
const REVIEW = objectOf({
  differences: arrayOf({
    ...objectOf({ kind: TEXT, team1: nullable({ type: 'string', format: 'uuid' }), team2: nullable(TEXT) }),
    description:
      '`onlyTeam1`, `onlyTeam2`, `duplicate`, `type`, `cap`, `outcome`, `situation`, `exclusionType`, `time`, `score`, `exclusions`, `timeouts`.',
  }),
});
const OFFICIAL_REVIEW = objectOf({
  hasOfficialLog: { type: 'boolean' },
  differences: arrayOf({
    ...objectOf({ kind: TEXT, side: SIDE }),
    description: 'A goal or exclusion only one record has or names under another cap, or a team’s `goalsByQuarter`.',
  }),
});
const BULK_RESULT = objectOf({ uuid: nullable(TEXT), status: INTEGER, id: ID, problem: ref('Problem') }, [
  'id',
  'problem',
]);
const MATCH_PLAYERS = arrayOf(ref('MatchPlayer'));

const matchRoute = (route: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'match tools', ...route });
const NO_MATCH = 'No such match in the caller’s organisation';
const SIGNED = 'The match is signed off (`error.matchsigned`)';

/** Bulk create of what a device queued offline (routes/bulkCreate.ts). */
const bulkRoute = (path: string, entity: string): RouteDoc => ({
  method: 'post',
  path: `/api/${path}/bulk`,
  tag: path,
  summary: `Create up to ${MAX_BULK_ENTITIES} ${path} at once`,
  description: `Each entity exactly the body of a single create; one result per entity, in the order sent (201, 200 for a uuid stored before, 4xx with its problem). One bad entity never fails the others.`,
  access: 'member',
  body: { schema: arrayOf(ref(`${entity}Body`)), example: [] },
  answers: {
    200: jsonAnswer('One result per entity', arrayOf(BULK_RESULT), [
      { uuid: '0b3f8c52-6f1e-4c8a-9d2e-5a7b1c9e4f10', status: 201, id: 17 },
    ]),
  },
  problems: {
    400: `Not a JSON array, or more than ${MAX_BULK_ENTITIES} entities`,
    413: 'The body is over the API’s limit',
  },
});

/** What a match, team or video offers beyond its entity resource (docs/api.md §4, "Match and capture endpoints"). */
export const MATCH_ROUTES: RouteTable = {
  schemas: { MatchArchive: ARCHIVE, EventTips: TIPS },
  routes: [
    bulkRoute('events', 'Event'),
    bulkRoute('possessions', 'Possession'),
    ...(['start', 'end'] as const).map((step) =>
      matchRoute({
        method: 'post',
        path: `/api/matches/{id}/${step}`,
        summary: step === 'start' ? 'Start a match (status ONGOING)' : 'End a match (status ENDED)',
        description: 'Idempotent.',
        access: 'manager',
        answers: { 200: jsonAnswer('The match', ref('Match')) },
        problems: { 404: NO_MATCH },
      }),
    ),
    matchRoute({
      method: 'get',
      path: '/api/matches/{id}/tips',
      summary: 'The match’s event tips (imported, else from the external data API)',
      access: 'member',
      answers: {
        200: jsonAnswer(
          'The tips',
          ref('EventTips'),
          [{ quarter: 1, time: 95, side: 'team1', code: 'G', cap: 5 }],
          TIPS_SOURCE,
        ),
      },
      problems: { 404: NO_MATCH, 502: 'The external data API failed' },
    }),
    matchRoute({
      method: 'put',
      path: '/api/matches/{id}/tips',
      summary: 'Import the match’s event tips (JSON, or an official play-by-play CSV)',
      access: 'manager',
      parameters: ['team1Code', 'team2Code'].map((name) => ({
        name,
        in: 'query',
        description: 'For a CSV: the team’s code in the play-by-play (by default its short name).',
        schema: TEXT,
      })),
      body: {
        schema: { anyOf: [ref('EventTips'), objectOf({ tips: ref('EventTips') })] },
        types: ['application/json', 'text/csv', 'text/plain'],
        example: [{ quarter: 1, time: 95, side: 'team1', code: 'G', cap: 5 }],
      },
      answers: { 200: jsonAnswer('The tips as stored', ref('EventTips'), undefined, TIPS_SOURCE) },
      problems: { 400: 'Tips or a CSV the server cannot read', 404: NO_MATCH, 409: SIGNED },
    }),
    matchRoute({
      method: 'delete',
      path: '/api/matches/{id}/tips',
      summary: 'Remove the imported tips',
      access: 'manager',
      answers: { 204: EMPTY_ANSWER('Removed') },
      problems: { 404: NO_MATCH, 409: SIGNED },
    }),
    matchRoute({
      method: 'get',
      path: '/api/matches/{id}/archive',
      summary: 'The whole match as one `poolside-match/1` document',
      access: 'member',
      answers: {
        200: jsonAnswer('The archive', ref('MatchArchive'), ARCHIVE_EXAMPLE, {
          'Content-Disposition': { description: 'An attachment with a file name.', schema: TEXT },
        }),
      },
      problems: { 404: NO_MATCH },
    }),
    matchRoute({
      method: 'post',
      path: '/api/matches/import',
      summary: 'Import a match archive as a new match',
      description: `At most ${ARCHIVE_MAX_BYTES} bytes.`,
      access: 'manager',
      body: { schema: ref('MatchArchive'), example: ARCHIVE_EXAMPLE },
      answers: { 201: jsonAnswer('Imported', objectOf({ id: ID }), { id: 7 }, LOCATION_HEADER) },
      problems: {
        400: 'The first problem of a bad archive; nothing stored',
        409: 'Imported before (`matchId`)',
        413: `Over ${ARCHIVE_MAX_BYTES} bytes`,
      },
    }),
    ...(['get', 'post', 'delete'] as const).map((method) =>
      matchRoute({
        method,
        path: '/api/matches/{id}/live-share',
        summary: {
          get: 'The match’s live share',
          post: 'Share the match live (or change `showNames`)',
          delete: 'Stop sharing',
        }[method],
        access: 'manager',
        ...(method === 'post'
          ? { body: { schema: fromValibot(LiveShareBodySchema), required: false, example: { showNames: true } } }
          : {}),
        answers:
          method === 'delete' ? { 204: EMPTY_ANSWER('Not shared') } : { 200: jsonAnswer('The share', LIVE_SHARE) },
        problems: { 404: method === 'get' ? 'Not shared, or no such match' : NO_MATCH },
      }),
    ),
    matchRoute({
      method: 'get',
      path: '/api/matches/{id}/review',
      summary: 'Where the two teams’ logs disagree',
      access: 'member',
      answers: { 200: jsonAnswer('The differences', REVIEW, { differences: [] }) },
      problems: { 404: NO_MATCH },
    }),
    matchRoute({
      method: 'get',
      path: '/api/matches/{id}/review/official',
      summary: 'The captured record against the official play-by-play',
      access: 'member',
      answers: { 200: jsonAnswer('The differences', OFFICIAL_REVIEW, { hasOfficialLog: false, differences: [] }) },
      problems: { 404: NO_MATCH },
    }),
    ...(['get', 'post', 'delete'] as const).map((method) =>
      matchRoute({
        method,
        path: '/api/matches/{id}/sign-off',
        summary: { get: 'The match’s sign-off', post: 'Sign the match off', delete: 'Reopen the match' }[method],
        access: ({ get: 'member', post: 'manager', delete: 'admin' } as const)[method],
        answers:
          method === 'delete'
            ? { 204: EMPTY_ANSWER('Open') }
            : { 200: jsonAnswer('The signature in force (nulls while open)', SIGN_OFF) },
        problems: { 404: NO_MATCH },
      }),
    ),
    matchRoute({
      method: 'put',
      path: '/api/matches/{id}/clock',
      summary: 'Report the capture screen’s game clock (kept with the live share)',
      description: 'Seconds left as of the request; best effort, the latest report wins. No live share: nothing kept.',
      access: 'member',
      body: { schema: { ...fromValibot(ClockBodySchema), additionalProperties: false } },
      answers: { 204: EMPTY_ANSWER('Kept') },
      problems: { 400: 'A clock the schema refuses', 404: NO_MATCH },
    }),
    ...(['get', 'put'] as const).map((method) =>
      matchRoute({
        method,
        path: '/api/match-videos/{id}/alignment',
        summary: method === 'get' ? 'The video’s alignment with the log' : 'Replace the video’s alignment',
        description: 'Each anchor names an event of the video’s match (and quarter); no anchors: not aligned.',
        access: method === 'get' ? 'member' : 'manager',
        ...(method === 'put' ? { body: { schema: ALIGNMENT, example: { anchors: [] } } } : {}),
        answers: { 200: jsonAnswer('The anchors', ALIGNMENT, { anchors: [] }) },
        problems:
          method === 'put'
            ? { 400: 'An anchor naming an event not of the video', 404: 'No such match video' }
            : { 404: 'No such match video' },
      }),
    ),
    matchRoute({
      method: 'post',
      path: '/api/matches/{id}/roster',
      summary: 'Put 1 to 60 players of a team on the roster, all or nothing',
      access: 'manager',
      body: {
        schema: fromValibot(RosterBodySchema),
        example: { team: { id: 1 }, players: [{ player: { id: 3 }, cap: 5 }] },
      },
      answers: { 201: jsonAnswer('The new match players', MATCH_PLAYERS) },
      problems: { 400: 'A team not in the match or an unknown player', 404: NO_MATCH, 409: 'A cap already used' },
    }),
    matchRoute({
      method: 'post',
      path: '/api/matches/{id}/roster/swap',
      summary: 'Exchange the caps of two match players of one team',
      access: 'manager',
      body: { schema: fromValibot(RosterSwapBodySchema), example: { a: { id: 4 }, b: { id: 5 } } },
      answers: { 200: jsonAnswer('Both match players', MATCH_PLAYERS) },
      problems: { 400: 'Not two match players of one team of the match', 404: NO_MATCH },
    }),
    matchRoute({
      method: 'post',
      path: '/api/teams/{id}/players/import',
      summary: 'Import 1 to 200 players into a team (and onto a match roster)',
      description: 'A row naming a player the team has (first name, last name, birth year) updates that player.',
      access: 'manager',
      body: {
        schema: fromValibot(PlayerImportBodySchema),
        example: { players: [{ firstName: 'Gergely', lastName: 'Kovacs', birthYear: 2001, cap: 5 }] },
      },
      answers: Object.fromEntries(
        [201, 200].map((status) => [
          status,
          jsonAnswer(
            status === 201 ? 'Imported' : 'Every row named a known player',
            objectOf({
              created: INTEGER,
              updated: INTEGER,
              players: arrayOf(ref('Player')),
              matchPlayers: MATCH_PLAYERS,
            }),
          ),
        ]),
      ),
      problems: { 400: 'A bad row rejects all', 404: 'No such team', 409: 'A cap already used' },
    }),
    ...(['post', 'put'] as const).map((method) =>
      matchRoute({
        method,
        path: '/api/match-videos/{id}/file',
        summary: 'Upload the video file',
        description: 'The raw bytes as the body, at most `VIDEO_MAX_BYTES`.',
        access: 'manager',
        body: {
          schema: { type: 'string', contentMediaType: 'video/mp4' },
          types: Object.keys(VIDEO_CONTENT_TYPES),
          example: '…',
        },
        answers: { 200: jsonAnswer('The match video, `objectUrlS3` holding the stored key', ref('MatchVideo')) },
        problems: {
          404: 'No such match video',
          413: 'Over `VIDEO_MAX_BYTES`',
          415: 'Not a video',
          502: 'The video storage refused',
          503: 'The video storage cannot be reached',
        },
      }),
    ),
    matchRoute({
      method: 'get',
      path: '/api/match-videos/{id}/file-url',
      summary: 'A link to the file, signed for 6 hours',
      access: 'member',
      answers: { 200: jsonAnswer('The link', objectOf({ url: TEXT })) },
      problems: { 404: 'No such match video or file' },
    }),
    matchRoute({
      method: 'get',
      path: '/api/match-videos/{id}/file',
      summary: 'The video file (by token, or through a signed link without one)',
      access: 'member',
      parameters: [
        { name: 'Range', in: 'header', schema: TEXT, description: '`bytes=start-end`' },
        { name: 'expires', in: 'query', schema: INTEGER, description: 'Of a signed link.' },
        { name: 'signature', in: 'query', schema: TEXT, description: 'Of a signed link.' },
      ],
      answers: {
        200: {
          description: 'The file',
          content: Object.fromEntries(Object.keys(VIDEO_CONTENT_TYPES).map((type) => [type, {}])),
        },
        206: { description: 'The range asked for' },
      },
      problems: { 404: 'No such match video or file', 416: 'A range out of bounds' },
    }),
    matchRoute({
      method: 'delete',
      path: '/api/match-videos/{id}/file',
      summary: 'Delete the video file',
      access: 'manager',
      answers: { 204: EMPTY_ANSWER('Deleted') },
      problems: { 404: 'No such match video' },
    }),
  ],
};

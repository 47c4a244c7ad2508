import { jsonAnswer } from './commonParts';
import { arrayOf, BOOLEAN, INTEGER, objectOf, TEXT, type JsonSchema } from './jsonSchema';
import type { RouteTable } from './routeDoc';

/** The live snapshot's outline (src/domain/live/liveSnapshot.ts holds every property). */
const LIVE_SNAPSHOT: JsonSchema = {
  ...objectOf({
    version: INTEGER,
    match: { type: 'object', required: ['name', 'status'] },
    showNames: BOOLEAN,
    teams: { type: 'object', required: ['team1', 'team2'] },
    quarter: INTEGER,
    timeLeft: { type: 'number' },
    plays: arrayOf({ type: 'object' }),
  }),
  additionalProperties: true,
};

const STREAM_REFUSALS = {
  404: 'No live match at this link',
  429: 'Too many live streams from one address',
  503: 'The server follows as many live viewers as it can',
};

/** The public live match centre, and this description itself. */
export const LIVE_ROUTES: RouteTable = {
  schemas: { LiveSnapshot: LIVE_SNAPSHOT },
  routes: [
    {
      method: 'get',
      path: '/api/live/{shareId}',
      tag: 'live',
      summary: 'The live snapshot of a shared match',
      access: 'public',
      answers: { 200: jsonAnswer('The snapshot', { $ref: '#/components/schemas/LiveSnapshot' }) },
      problems: { 404: STREAM_REFUSALS[404] },
    },
    {
      method: 'get',
      path: '/api/live/{shareId}/stream',
      tag: 'live',
      summary: 'The live snapshot as Server-Sent Events',
      description:
        'A message per change, the snapshot’s version as the message id (send `Last-Event-ID` to resume), a comment every 15 s.',
      access: 'public',
      parameters: [{ name: 'Last-Event-ID', in: 'header', schema: TEXT, description: 'The last version seen.' }],
      answers: { 200: { description: 'The stream', content: { 'text/event-stream': { schema: TEXT } } } },
      problems: STREAM_REFUSALS,
    },
    {
      method: 'get',
      path: '/v3/api-docs',
      tag: 'documentation',
      summary: 'This description (OpenAPI 3.1)',
      access: 'public',
      answers: { 200: jsonAnswer('The OpenAPI document', { type: 'object', required: ['openapi', 'paths'] }) },
    },
    {
      method: 'get',
      path: '/api-docs',
      tag: 'documentation',
      summary: 'This description as a page to read',
      access: 'public',
      answers: { 200: { description: 'The reference', content: { 'text/html': { schema: TEXT } } } },
    },
    {
      method: 'get',
      path: '/api-docs/reference.css',
      tag: 'documentation',
      summary: 'The reference page’s stylesheet',
      access: 'public',
      answers: { 200: { description: 'The stylesheet', content: { 'text/css': { schema: TEXT } } } },
    },
  ],
};

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rowsFromExternalActions } from '../../../src/server/playByPlay/rowsFromExternalActions';
import { resolveTeamCodes } from '../../../src/server/playByPlay/resolveTeamCodes';
import { createTenant, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let alpha: Tenant;
let beta: Tenant;
let upstream: Server;
let upstreamCalls: { url: string; apiKey: string | undefined }[] = [];
let upstreamStatus = 200;

const CSV = [
  'quarter,clock,team,cap,player,action,detail',
  '1,8:00,SHA,2,KOVACS G,SPRINT_WON,Sprint won possession',
  '1,7:31,EEL,6,PETROVIC M,TURNOVER,Turnover foul',
  '1,7:02,SHA,5,NAGY A,GOAL,Centre shot - goal',
].join('\n');
const ACTIONS = [
  { period: 1, time: '8:00', teamCode: 'SHA', capNumber: 2, actionType: 'SPRINT_WON' },
  { period: 1, time: '7:02', teamCode: 'SHA', capNumber: 5, actionType: 'GOAL', description: 'Centre shot - goal' },
];

const tipsOf = (tenant: Tenant, token = tenant.analyst.token) =>
  server.request('GET', `/api/matches/${tenant.ids.match}/tips`, { token });
const putCsv = (tenant: Tenant, csv: string, query = '', token = tenant.manager.token) =>
  server.request('PUT', `/api/matches/${tenant.ids.match}/tips${query}`, {
    token,
    raw: csv,
    headers: { 'Content-Type': 'text/csv' },
  });

beforeAll(async () => {
  upstream = createServer((request, response) => {
    upstreamCalls.push({ url: request.url ?? '', apiKey: request.headers['x-api-key'] as string | undefined });
    response.writeHead(upstreamStatus, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ actions: ACTIONS }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  server = await startTestServer();
  alpha = await createTenant(server, 'Alpha');
  beta = await createTenant(server, 'Beta');
});
afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  await server.close();
});

describe('imported tips', () => {
  test('a match without tips answers 200 with []', async () => {
    const response = await tipsOf(alpha);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Tips-Source')).toBe('none');
    expect(await json(response)).toEqual([]);
  });

  test('a JSON list is stored and served to any member; null caps are dropped', async () => {
    const tips = [
      { quarter: 1, time: 12, side: 'team1', code: 'CS', cap: 2 },
      { quarter: 1, time: 40, side: 'team2', code: 'GA', cap: null },
    ];
    const put = await server.request('PUT', `/api/matches/${alpha.ids.match}/tips`, {
      token: alpha.manager.token,
      body: tips,
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const response = await tipsOf(alpha);
    expect(response.headers.get('X-Tips-Source')).toBe('import');
    expect(await json(response)).toEqual([tips[0], { quarter: 1, time: 40, side: 'team2', code: 'GA' }]);
  });

  test('the official CSV is converted with the teams short names as codes', async () => {
    expect((await putCsv(alpha, CSV)).status).toBe(200);
    expect(await json(await tipsOf(alpha))).toEqual([
      { quarter: 1, time: 0, side: 'team1', code: 'CS', cap: 2 },
      { quarter: 1, time: 29, side: 'team1', code: 'TF' },
      { quarter: 1, time: 58, side: 'team1', code: 'GC', cap: 5 },
    ]);
  });

  test('explicit team codes swap the sides', async () => {
    expect((await putCsv(alpha, CSV, '?team1Code=EEL&team2Code=SHA')).status).toBe(200);
    const tips = await json<{ side: string }[]>(await tipsOf(alpha));
    expect(tips[0]!.side).toBe('team2');
  });

  test.each([
    ['a CSV without the columns', () => putCsv(alpha, 'a,b\n1,2'), /lacks the columns/],
    ['a CSV of other teams', () => putCsv(alpha, CSV, '?team1Code=USA&team2Code=ESP'), /has no team USA or ESP/],
    [
      'a tip with an unknown side',
      () =>
        server.request('PUT', `/api/matches/${alpha.ids.match}/tips`, {
          token: alpha.manager.token,
          body: [{ quarter: 1, time: 1, side: 'home', code: 'CS' }],
        }),
      /side/,
    ],
    [
      'a tip in quarter 9',
      () =>
        server.request('PUT', `/api/matches/${alpha.ids.match}/tips`, {
          token: alpha.manager.token,
          body: { tips: [{ quarter: 9, time: 1, side: 'team1', code: 'CS' }] },
        }),
      /quarter/,
    ],
  ])('%s is a 400 problem', async (_name, send, text) => {
    const response = await send();
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(text);
  });

  test('DELETE removes the import', async () => {
    expect((await putCsv(alpha, CSV)).status).toBe(200);
    expect(
      (await server.request('DELETE', `/api/matches/${alpha.ids.match}/tips`, { token: alpha.manager.token })).status,
    ).toBe(204);
    expect(await json(await tipsOf(alpha))).toEqual([]);
  });

  test.each([
    ['an analyst imports', () => putCsv(alpha, CSV, '', alpha.analyst.token), 403],
    [
      'an analyst deletes',
      () => server.request('DELETE', `/api/matches/${alpha.ids.match}/tips`, { token: alpha.analyst.token }),
      403,
    ],
    ['another organisation reads', () => tipsOf(alpha, beta.manager.token), 404],
    ['another organisation imports', () => putCsv(alpha, CSV, '', beta.manager.token), 404],
    ['nobody signed in reads', () => tipsOf(alpha, ''), 401],
  ])('%s: %i', async (_name, send, status) => {
    expect((await send()).status).toBe(status);
  });
});

describe('tips from the external data API', () => {
  beforeAll(async () => {
    const { port } = upstream.address() as AddressInfo;
    server.deps.config.externalApiBase = `http://127.0.0.1:${port}/`;
    server.deps.config.externalApiKey = 'secret-key';
    await server.request('POST', '/api/match-external-ids', {
      token: beta.manager.token,
      body: { match: { id: beta.ids.match }, value: '4123' },
    });
  });

  test('are proxied with X-API-KEY for the first external id and mapped to tips', async () => {
    upstreamCalls = [];
    const response = await tipsOf(beta);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Tips-Source')).toBe('external');
    expect(upstreamCalls).toEqual([{ url: '/api/v1/schedules/4123/actions', apiKey: 'secret-key' }]);
    expect(await json(response)).toEqual([
      { quarter: 1, time: 0, side: 'team1', code: 'CS', cap: 2 },
      { quarter: 1, time: 58, side: 'team1', code: 'GC', cap: 5 },
    ]);
  });

  test('a failing upstream is a 502, not an empty list', async () => {
    upstreamStatus = 500;
    try {
      expect((await tipsOf(beta)).status).toBe(502);
    } finally {
      upstreamStatus = 200;
    }
  });

  test('an imported play-by-play wins over the external one; a match without external id answers []', async () => {
    expect((await putCsv(beta, CSV)).status).toBe(200);
    upstreamCalls = [];
    expect((await tipsOf(beta)).headers.get('X-Tips-Source')).toBe('import');
    expect(upstreamCalls).toEqual([]);
    expect(await json(await tipsOf(alpha))).toEqual([]);
  });
});

describe('the external mapping', () => {
  test('reads the usual spellings and skips lines without team or action', () => {
    expect(
      rowsFromExternalActions([
        { quarter: 'Q2', clock: '5:30', team: 'USA', cap: '7', player: 'SMITH', action: 'goal', detail: 'Action shot' },
        { period: 1, time: '1:00', teamCode: 'ESP' },
        'garbage',
      ]),
    ).toEqual([
      {
        quarter: 2,
        clock: '5:30',
        secondsRemaining: 330,
        team: 'USA',
        cap: 7,
        player: 'SMITH',
        action: 'GOAL',
        detail: 'Action shot',
      },
    ]);
    expect(rowsFromExternalActions({ something: 'else' })).toEqual([]);
  });

  test.each([
    [['SHA', 'EEL'], { team1: 'SHA', team2: 'EEL' }],
    [['USA', 'ESP'], { team1: 'USA', team2: 'ESP' }],
  ])('printed teams %j resolve to %j', (printed, expected) => {
    expect(
      resolveTeamCodes(
        printed.map((team) => ({ team })),
        { team1: 'SHA', team2: 'EEL' },
      ),
    ).toEqual(expected);
  });
});

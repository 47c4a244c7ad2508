import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MatchArchive } from '../../../src/domain/archive';
import { createTenant, VALID_BODIES, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

/** GET/PUT /api/match-videos/{id}/alignment: stored, undone, refused when wrong, kept in the match archive. */
type Alignment = { anchors: { eventUuid: string; videoTime: number }[] };
type Problem = { detail?: string; fieldErrors?: { field: string; message: string }[] };

let server: TestServer;
let alpha: Tenant;
let beta: Tenant;
let videoId: number;
let q2VideoId: number;
const goal = randomUUID();
const exclusion = randomUUID();
const goalQ2 = randomUUID();

const alignmentPath = (id: number) => `/api/match-videos/${id}/alignment`;
const put = (id: number, body: unknown, token = alpha.manager.token) =>
  server.request('PUT', alignmentPath(id), { token, body });
const read = async (id: number, token = alpha.analyst.token) => {
  const response = await server.request('GET', alignmentPath(id), { token });
  expect(response.status).toBe(200);
  return json<Alignment>(response);
};

beforeAll(async () => {
  server = await startTestServer();
  alpha = await createTenant(server, 'Alpha');
  beta = await createTenant(server, 'Beta');
  const event = (uuid: string, quarter: number, time: number) =>
    alpha.post('events', { ...VALID_BODIES.events!(alpha.ids), uuid, quarter, time, recordedAt: null });
  await event(goal, 1, 30);
  await event(exclusion, 1, 200);
  await event(goalQ2, 2, 500);
  videoId = await alpha.post('match-videos', { match: { id: alpha.ids.match }, quarter: null });
  q2VideoId = await alpha.post('match-videos', { match: { id: alpha.ids.match }, quarter: 2 });
});
afterAll(() => server.close());

describe('a match video alignment', () => {
  test('is stored, read back by any member, replaced, and undone by an empty list', async () => {
    expect(await read(videoId)).toEqual({ anchors: [] });
    const anchors = [
      { eventUuid: goal, videoTime: 95.5 },
      { eventUuid: exclusion, videoTime: 330 },
    ];
    const saved = await put(videoId, { anchors });
    expect(saved.status).toBe(200);
    expect(await json<Alignment>(saved)).toEqual({ anchors });
    expect(await read(videoId)).toEqual({ anchors });

    expect((await put(videoId, { anchors: [anchors[1]] })).status).toBe(200);
    expect(await read(videoId)).toEqual({ anchors: [anchors[1]] });

    expect((await put(videoId, { anchors: [] })).status).toBe(200);
    expect(await read(videoId)).toEqual({ anchors: [] });
  });

  test.each([
    ['no body', undefined, '(body)'],
    ['a list instead of an object', [], 'anchors'],
    ['no anchors', {}, 'anchors'],
    ['an unknown property', { anchors: [], offset: 3 }, 'offset'],
    ['a negative time', { anchors: [{ eventUuid: randomUUID(), videoTime: -2 }] }, 'anchors.0.videoTime'],
    ['a time as text', { anchors: [{ eventUuid: randomUUID(), videoTime: '12' }] }, 'anchors.0.videoTime'],
    ['an id that is no uuid', { anchors: [{ eventUuid: 'goal-1', videoTime: 2 }] }, 'anchors.0.eventUuid'],
    ['an unknown event', { anchors: [{ eventUuid: randomUUID(), videoTime: 2 }] }, 'anchors.0.eventUuid'],
    [
      'the same event twice',
      {
        anchors: [
          { eventUuid: goal, videoTime: 2 },
          { eventUuid: goal, videoTime: 3 },
        ],
      },
      'anchors',
    ],
    [
      'more than 200 anchors',
      { anchors: Array.from({ length: 201 }, (_, i) => ({ eventUuid: randomUUID(), videoTime: i })) },
      'anchors',
    ],
  ])('refuses %s with 400, naming the field, and keeps what was stored', async (_case, body, field) => {
    await put(videoId, { anchors: [{ eventUuid: goal, videoTime: 10 }] });
    const response =
      body === undefined
        ? await server.request('PUT', alignmentPath(videoId), { token: alpha.manager.token })
        : await put(videoId, body);
    expect(response.status).toBe(400);
    const problem = await json<Problem>(response);
    if (field !== '(body)') expect(problem.fieldErrors?.map((error) => error.field)).toContain(field);
    expect(await read(videoId)).toEqual({ anchors: [{ eventUuid: goal, videoTime: 10 }] });
  });

  test('names an event of another match, and an event of another quarter than its quarter video covers', async () => {
    const elsewhere = randomUUID();
    const otherMatch = await alpha.post('matches', VALID_BODIES.matches!(alpha.ids));
    await alpha.post('events', { ...VALID_BODIES.events!(alpha.ids), uuid: elsewhere, match: { id: otherMatch } });
    const foreign = await put(videoId, { anchors: [{ eventUuid: elsewhere, videoTime: 4 }] });
    expect(foreign.status).toBe(400);
    expect((await json<Problem>(foreign)).detail).toContain(elsewhere);
    const wrongQuarter = await put(q2VideoId, { anchors: [{ eventUuid: goal, videoTime: 4 }] });
    expect(wrongQuarter.status).toBe(400);
    expect((await json<Problem>(wrongQuarter)).detail).toContain('quarter 1');
    expect((await put(q2VideoId, { anchors: [{ eventUuid: goalQ2, videoTime: 4 }] })).status).toBe(200);
  });

  test('is changed by managers only, and another organisation sees no such video', async () => {
    const body = { anchors: [{ eventUuid: goal, videoTime: 12 }] };
    expect((await put(videoId, body, alpha.analyst.token)).status).toBe(403);
    expect((await put(videoId, body, beta.manager.token)).status).toBe(404);
    expect((await server.request('GET', alignmentPath(videoId), { token: beta.analyst.token })).status).toBe(404);
    expect((await server.request('GET', alignmentPath(videoId))).status).toBe(401);
    expect((await put(987654, body)).status).toBe(404);
  });

  test('leaves the video itself alone, and goes when the video is deleted', async () => {
    await put(videoId, { anchors: [{ eventUuid: goal, videoTime: 12 }] });
    const updated = await server.request('PUT', `/api/match-videos/${videoId}`, {
      token: alpha.manager.token,
      body: {
        id: videoId,
        match: { id: alpha.ids.match },
        quarter: null,
        videoUrl: 'https://videos.example.com/a.mp4',
      },
    });
    expect(updated.status).toBe(200);
    expect(await json<Record<string, unknown>>(updated)).not.toHaveProperty('alignment');
    expect(await read(videoId)).toEqual({ anchors: [{ eventUuid: goal, videoTime: 12 }] });

    const doomed = await alpha.post('match-videos', { match: { id: alpha.ids.match }, quarter: 1 });
    await put(doomed, { anchors: [{ eventUuid: goal, videoTime: 1 }] });
    const deleted = await server.request('DELETE', `/api/match-videos/${doomed}`, { token: alpha.manager.token });
    expect(deleted.status).toBe(204);
    expect((await server.request('GET', alignmentPath(doomed), { token: alpha.analyst.token })).status).toBe(404);
  });
});

describe('an alignment in the match archive', () => {
  test('travels with its video to another organisation; an archive without one imports unaligned', async () => {
    await put(videoId, { anchors: [{ eventUuid: exclusion, videoTime: 321 }] });
    await put(q2VideoId, { anchors: [] });
    const exported = await server.request('GET', `/api/matches/${alpha.ids.match}/archive`, {
      token: alpha.manager.token,
    });
    const archive = await json<MatchArchive>(exported);
    expect(archive.videos.map((video) => video.alignment ?? null)).toEqual([
      { anchors: [{ eventUuid: exclusion, videoTime: 321 }] },
      null,
    ]);

    const importInto = async (tenant: Tenant, body: unknown) =>
      server.request('POST', '/api/matches/import', { token: tenant.manager.token, body });
    const imported = await importInto(beta, archive);
    expect(imported.status).toBe(201);
    const matchId = (await json<{ id: number }>(imported)).id;
    const videos = await json<{ id: number; quarter: number | null }[]>(
      await server.request('GET', `/api/match-videos?matchId.equals=${matchId}&sort=id,asc`, {
        token: beta.manager.token,
      }),
    );
    expect(await read(videos[0]!.id, beta.analyst.token)).toEqual({
      anchors: [{ eventUuid: exclusion, videoTime: 321 }],
    });
    expect(await read(videos[1]!.id, beta.analyst.token)).toEqual({ anchors: [] });

    const gamma = await createTenant(server, 'Gamma');
    const older = { ...archive, videos: archive.videos.map(({ alignment: _gone, ...video }) => video) };
    expect((await importInto(gamma, older)).status).toBe(201);

    const delta = await createTenant(server, 'Delta');
    const stray = randomUUID();
    const broken = {
      ...archive,
      videos: [{ quarter: null, videoUrl: null, alignment: { anchors: [{ eventUuid: stray, videoTime: 3 }] } }],
    };
    const refused = await importInto(delta, broken);
    expect(refused.status).toBe(400);
    expect((await json<Problem>(refused)).detail).toContain('videos[0].alignment.anchors[0].eventUuid');
  });
});

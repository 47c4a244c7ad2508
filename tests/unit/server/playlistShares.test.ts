import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PlaylistShare, SharedPlaylist } from '../../../src/domain/video';
import { createTenant, VALID_BODIES, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';
import { MP4_HEAD, videoBytes } from './support/videoBytes';

/**
 * Playlists shared by link (issue: clips for a player): POST/GET/DELETE /api/playlist-shares for the organisation's
 * data managers, and the public GET /api/clips/{shareId} with its videos streamed through the share.
 */
type Problem = { detail?: string; fieldErrors?: { field: string; message: string }[] };

let server: TestServer;
let alpha: Tenant;
let beta: Tenant;
let dataDir: string;
let storedVideo: number;
const bytes = videoBytes(MP4_HEAD, 1000);
const goal = randomUUID();
const exclusion = randomUUID();
const withoutVideo = randomUUID();
const otherMatchGoal = randomUUID();
let otherMatch: number;

const create = (body: unknown, token = alpha.manager.token) =>
  server.request('POST', '/api/playlist-shares', { token, body });
const share = async (body: Record<string, unknown> = {}) => {
  const response = await create({ title: 'Clips for #5', eventUuids: [goal, exclusion], ...body });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<PlaylistShare>(response);
};
const watch = (shareId: string) => server.request('GET', `/api/clips/${shareId}`);

beforeAll(async () => {
  server = await startTestServer();
  dataDir = mkdtempSync(join(tmpdir(), 'poolside-shares-'));
  server.deps.config.dataDir = dataDir;
  alpha = await createTenant(server, 'Alpha');
  beta = await createTenant(server, 'Beta');
  const event = (uuid: string, extra: Record<string, unknown>) =>
    alpha.post('events', { ...VALID_BODIES.events!(alpha.ids), uuid, ...extra });
  await event(goal, { quarter: 1, time: 30, videoTime: 95 });
  await event(exclusion, { quarter: 1, time: 200, type: 'EXCLUSIONFOR', shootOutcome: null, videoTime: 300 });
  otherMatch = await alpha.post('matches', VALID_BODIES.matches!(alpha.ids));
  const matchWithoutVideo = await alpha.post('matches', VALID_BODIES.matches!(alpha.ids));
  await event(withoutVideo, { match: { id: matchWithoutVideo }, videoTime: 12 });
  await event(otherMatchGoal, { match: { id: otherMatch }, videoTime: 40 });
  storedVideo = await alpha.post('match-videos', { match: { id: alpha.ids.match }, quarter: null });
  const uploaded = await server.app.request(`http://localhost/api/match-videos/${storedVideo}/file`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${alpha.manager.token}`, 'Content-Type': 'video/mp4' },
    body: bytes as BodyInit,
  });
  expect(uploaded.status).toBe(200);
  await alpha.post('match-videos', {
    match: { id: otherMatch },
    quarter: null,
    videoUrl: 'https://videos.example.com/b.mp4',
  });
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await server.close();
});

describe('a shared playlist', () => {
  test('is created with a link, listed for its organisation, and plays its clips without an account', async () => {
    const created = await share({ pre: 4, post: 2 });
    expect(created).toMatchObject({ title: 'Clips for #5', clipCount: 2, createdBy: 'alpha-user', expiresAt: null });
    expect(created.url).toBe(`http://localhost/clips/${created.shareId}`);
    expect(created.shareId).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const listed = await server.request('GET', '/api/playlist-shares', { token: alpha.manager.token });
    expect((await json<PlaylistShare[]>(listed)).map((one) => one.shareId)).toContain(created.shareId);

    const answer = await watch(created.shareId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const playlist = await json<SharedPlaylist>(answer);
    expect(playlist.title).toBe('Clips for #5');
    expect(
      playlist.clips.map(({ event, videoTime, start, end, videoId }) => [event.uuid, videoTime, start, end, videoId]),
    ).toEqual([
      [goal, 95, 91, 97, storedVideo],
      [exclusion, 300, 296, 302, storedVideo],
    ]);
    expect(playlist.clips[0]!.event).toMatchObject({
      type: 'SHOOT',
      shootOutcome: 'GOAL',
      playerNumber: 5,
      quarter: 1,
    });
    expect(playlist.videos).toEqual([{ id: storedVideo, url: `/api/clips/${created.shareId}/videos/${storedVideo}` }]);
    expect(playlist.matches).toEqual([
      {
        id: alpha.ids.match,
        name: 'Alpha Sharks - Alpha Eels',
        team1: { id: alpha.ids.team1, name: 'Alpha Sharks' },
        team2: { id: alpha.ids.team2, name: 'Alpha Eels' },
      },
    ]);
    // Nothing else of the organisation: no notes, no rosters, no other events.
    expect(JSON.stringify(playlist)).not.toContain('notes');
    expect(JSON.stringify(playlist)).not.toContain('Kovacs');
  });

  test('streams its video by Range without a token, and only a video its clips play in', async () => {
    const { shareId } = await share();
    const part = await server.request('GET', `/api/clips/${shareId}/videos/${storedVideo}`, {
      headers: { Range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 100-199/1000');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const otherVideo = await alpha.post('match-videos', { match: { id: otherMatch }, quarter: 2 });
    expect((await server.request('GET', `/api/clips/${shareId}/videos/${otherVideo}`)).status).toBe(404);
    const betaVideo = await beta.post('match-videos', { match: { id: beta.ids.match }, quarter: null });
    expect((await server.request('GET', `/api/clips/${shareId}/videos/${betaVideo}`)).status).toBe(404);
  });

  test('plays events at the times their video alignment gives, a hand-set time winning', async () => {
    const live = randomUUID();
    await alpha.post('events', {
      ...VALID_BODIES.events!(alpha.ids),
      uuid: live,
      quarter: 1,
      time: 260,
      videoTime: 0,
      recordedAt: '2026-11-28T15:10:20.000Z',
    });
    const anchor = randomUUID();
    await alpha.post('events', {
      ...VALID_BODIES.events!(alpha.ids),
      uuid: anchor,
      quarter: 1,
      time: 250,
      videoTime: 0,
      recordedAt: '2026-11-28T15:10:00.000Z',
    });
    const aligned = await server.request('PUT', `/api/match-videos/${storedVideo}/alignment`, {
      token: alpha.manager.token,
      body: { anchors: [{ eventUuid: anchor, videoTime: 500 }] },
    });
    expect(aligned.status).toBe(200);
    const { shareId } = await share({ eventUuids: [live, goal] });
    const playlist = await json<SharedPlaylist>(await watch(shareId));
    expect(playlist.clips.map((clip) => [clip.event.uuid, clip.videoTime])).toEqual([
      [live, 520],
      [goal, 95],
    ]);
  });

  test('leaves out events no video can play, and those deleted since', async () => {
    const { shareId } = await share({ eventUuids: [withoutVideo, otherMatchGoal, goal] });
    const first = await json<SharedPlaylist>(await watch(shareId));
    expect(first.clips.map((clip) => clip.event.uuid)).toEqual([otherMatchGoal, goal]);
    expect(first.videos.find((video) => video.url.startsWith('https://'))?.url).toBe(
      'https://videos.example.com/b.mp4',
    );
    const [goalRow] = await json<{ id: number }[]>(
      await server.request('GET', `/api/events?uuid.equals=${otherMatchGoal}`, { token: alpha.manager.token }),
    );
    expect((await server.request('DELETE', `/api/events/${goalRow!.id}`, { token: alpha.manager.token })).status).toBe(
      204,
    );
    const after = await json<SharedPlaylist>(await watch(shareId));
    expect(after.clips.map((clip) => clip.event.uuid)).toEqual([goal]);
  });

  test('is revoked at once: the page and its video answer 404', async () => {
    const { shareId } = await share();
    const revoked = await server.request('DELETE', `/api/playlist-shares/${shareId}`, { token: alpha.manager.token });
    expect(revoked.status).toBe(204);
    expect((await watch(shareId)).status).toBe(404);
    expect((await server.request('GET', `/api/clips/${shareId}/videos/${storedVideo}`)).status).toBe(404);
    expect(
      (await server.request('DELETE', `/api/playlist-shares/${shareId}`, { token: alpha.manager.token })).status,
    ).toBe(404);
  });

  test('ends at its expiry', async () => {
    const { shareId, expiresAt } = await share({ expiresAt: '2025-03-02T10:00:00.000Z' });
    expect(expiresAt).toBe('2025-03-02T10:00:00.000Z');
    expect((await watch(shareId)).status).toBe(200);
    const dayAndASecond = 24 * 3600 * 1000 + 1000;
    server.advance(dayAndASecond);
    try {
      expect((await watch(shareId)).status).toBe(404);
      expect((await server.request('GET', `/api/clips/${shareId}/videos/${storedVideo}`)).status).toBe(404);
    } finally {
      server.advance(-dayAndASecond);
    }
  });

  test.each([
    ['no body', undefined, '(body)'],
    ['no title', { eventUuids: [goal] }, 'title'],
    ['a blank title', { title: '  ', eventUuids: [goal] }, 'title'],
    ['no events', { title: 'x', eventUuids: [] }, 'eventUuids'],
    ['an id that is no uuid', { title: 'x', eventUuids: ['goal-1'] }, 'eventUuids.0'],
    ['the same event twice', { title: 'x', eventUuids: [goal, goal] }, 'eventUuids'],
    ['an unknown event', { title: 'x', eventUuids: [goal, randomUUID()] }, 'eventUuids'],
    ['a roll of minutes', { title: 'x', eventUuids: [goal], pre: 600 }, 'pre'],
    ['an expiry that is no date', { title: 'x', eventUuids: [goal], expiresAt: 'tomorrow' }, 'expiresAt'],
    ['an expiry in the past', { title: 'x', eventUuids: [goal], expiresAt: '2025-02-28T00:00:00Z' }, 'expiresAt'],
    ['an expiry years ahead', { title: 'x', eventUuids: [goal], expiresAt: '2099-01-01T00:00:00Z' }, 'expiresAt'],
    ['an unknown property', { title: 'x', eventUuids: [goal], filter: {} }, 'filter'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_case, body, field) => {
    const before = await json<PlaylistShare[]>(
      await server.request('GET', '/api/playlist-shares', { token: alpha.manager.token }),
    );
    const response =
      body === undefined
        ? await server.request('POST', '/api/playlist-shares', { token: alpha.manager.token })
        : await create(body);
    expect(response.status).toBe(400);
    const problem = await json<Problem>(response);
    if (field !== '(body)') expect(problem.fieldErrors?.map((error) => error.field)).toContain(field);
    const after = await json<PlaylistShare[]>(
      await server.request('GET', '/api/playlist-shares', { token: alpha.manager.token }),
    );
    expect(after).toHaveLength(before.length);
  });

  test('is for data managers of its organisation: roles and tenancy', async () => {
    const { shareId } = await share();
    const body = { title: 'x', eventUuids: [goal] };
    expect((await create(body, alpha.analyst.token)).status).toBe(403);
    expect((await server.request('POST', '/api/playlist-shares', { body })).status).toBe(401);
    expect((await create(body, alpha.admin.token)).status).toBe(201);
    // Another organisation cannot share our events, see our shares, nor revoke them.
    const foreign = await create(body, beta.manager.token);
    expect(foreign.status).toBe(400);
    expect((await json<Problem>(foreign)).detail).toContain(goal);
    const listed = await json<PlaylistShare[]>(
      await server.request('GET', '/api/playlist-shares', { token: beta.manager.token }),
    );
    expect(listed.map((one) => one.shareId)).not.toContain(shareId);
    expect(
      (await server.request('DELETE', `/api/playlist-shares/${shareId}`, { token: beta.manager.token })).status,
    ).toBe(404);
    expect(
      (await server.request('DELETE', `/api/playlist-shares/${shareId}`, { token: alpha.analyst.token })).status,
    ).toBe(403);
    expect((await server.request('GET', '/api/playlist-shares', { token: alpha.analyst.token })).status).toBe(403);
    expect((await watch(shareId)).status).toBe(200);
  });

  test.each(['nope', 'x'.repeat(80), 'a.b.c', randomUUID().replaceAll('-', '')])(
    'answers 404 to a link that is no share: %s',
    async (shareId) => {
      expect((await watch(shareId)).status).toBe(404);
    },
  );
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseRange } from '../../../src/server/videos/parseRange';
import { createTenant, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';
import { ascii, MP4_HEAD, videoBytes, WEBM_HEAD } from './support/videoBytes';

type Video = { id: number; objectUrlS3: string | null };
type Problem = { fieldErrors?: { field: string; message: string }[] };
let server: TestServer;
let alpha: Tenant;
let beta: Tenant;
let dataDir: string;
const bytes = videoBytes(MP4_HEAD, 1000);
const webm = videoBytes(WEBM_HEAD, 60);

const upload = (
  videoId: number,
  token: string,
  body: Uint8Array = bytes,
  contentType = 'video/mp4',
): Promise<Response> =>
  Promise.resolve(
    server.app.request(`http://localhost/api/match-videos/${videoId}/file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
      body: body as BodyInit,
    }),
  );
const newVideo = async (tenant: Tenant) =>
  (
    await json<Video>(
      await server.request('POST', '/api/match-videos', {
        token: tenant.manager.token,
        body: { match: { id: tenant.ids.match }, quarter: null },
      }),
    )
  ).id;

beforeAll(async () => {
  server = await startTestServer();
  dataDir = mkdtempSync(join(tmpdir(), 'poolside-videos-'));
  server.deps.config.dataDir = dataDir;
  alpha = await createTenant(server, 'Alpha');
  beta = await createTenant(server, 'Beta');
});
afterAll(async () => {
  delete process.env.VIDEO_MAX_BYTES;
  rmSync(dataDir, { recursive: true, force: true });
  await server.close();
});

describe('parseRange', () => {
  test.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=950-5000', { start: 950, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
    [undefined, null],
  ] as const)('%s of 1000 bytes is %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe('a match video address', () => {
  test.each(['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>'])(
    '%s is refused on create and on update, naming the field',
    async (address) => {
      const body = { match: { id: alpha.ids.match }, quarter: null, videoUrl: address };
      const created = await server.request('POST', '/api/match-videos', { token: alpha.manager.token, body });
      expect(created.status).toBe(400);
      expect((await json<Problem>(created)).fieldErrors).toEqual([expect.objectContaining({ field: 'videoUrl' })]);
      const id = await newVideo(alpha);
      const updated = await server.request('PUT', `/api/match-videos/${id}`, {
        token: alpha.manager.token,
        body: { ...body, id },
      });
      expect(updated.status).toBe(400);
      expect((await json<Problem>(updated)).fieldErrors).toEqual([
        expect.objectContaining({ field: 'videoUrl', message: 'Must be an http:// or https:// address' }),
      ]);
    },
  );
});

describe('a match video file', () => {
  test('uploads, sets objectUrlS3 to the stored key and streams back whole and by Range', async () => {
    const id = await newVideo(alpha);
    const response = await upload(id, alpha.manager.token);
    expect(response.status, await response.clone().text()).toBe(200);
    const video = await json<Video>(response);
    expect(video.objectUrlS3).toMatch(new RegExp(`^videos/${alpha.org.id}/${id}-[0-9a-f]+\\.mp4$`));

    const whole = await server.request('GET', `/api/match-videos/${id}/file`, { token: alpha.analyst.token });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    expect(whole.headers.get('Content-Type')).toBe('video/mp4');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const part = await server.request('GET', `/api/match-videos/${id}/file`, {
      token: alpha.analyst.token,
      headers: { Range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 100-199/1000');
    expect(part.headers.get('Content-Length')).toBe('100');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const beyond = await server.request('GET', `/api/match-videos/${id}/file`, {
      token: alpha.analyst.token,
      headers: { Range: 'bytes=5000-' },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe('bytes */1000');
  });

  test('a signed link plays without a token; a forged or expired one does not', async () => {
    const id = await newVideo(alpha);
    await upload(id, alpha.manager.token);
    const { url } = await json<{ url: string }>(
      await server.request('GET', `/api/match-videos/${id}/file-url`, { token: alpha.analyst.token }),
    );
    const played = await server.request('GET', url, { headers: { Range: 'bytes=0-9' } });
    expect(played.status).toBe(206);
    // Kept for playback under its unguessable link alone; read with a token it is no-store like every API answer.
    expect(played.headers.get('Cache-Control')).toBe('private, max-age=3600');
    const withToken = await server.request('GET', `/api/match-videos/${id}/file`, { token: alpha.analyst.token });
    expect(withToken.headers.get('Cache-Control')).toBe('no-store');
    expect((await server.request('GET', url.replace(/signature=.*/, 'signature=forged'))).status).toBe(401);
    server.advance(7 * 3600 * 1000);
    expect((await server.request('GET', url)).status).toBe(401);
    server.advance(-7 * 3600 * 1000);
  });

  test('a re-upload replaces the file; deleting the file clears objectUrlS3', async () => {
    const id = await newVideo(alpha);
    const first = await json<Video>(await upload(id, alpha.manager.token));
    const second = await json<Video>(await upload(id, alpha.manager.token, webm, 'video/webm'));
    expect(second.objectUrlS3).toMatch(/\.webm$/);
    expect(second.objectUrlS3).not.toBe(first.objectUrlS3);
    const whole = await server.request('GET', `/api/match-videos/${id}/file`, { token: alpha.manager.token });
    expect(whole.headers.get('Content-Type')).toBe('video/webm');
    expect((await whole.arrayBuffer()).byteLength).toBe(60);
    expect(
      (await server.request('DELETE', `/api/match-videos/${id}/file`, { token: alpha.manager.token })).status,
    ).toBe(204);
    const video = await json<Video>(
      await server.request('GET', `/api/match-videos/${id}`, { token: alpha.manager.token }),
    );
    expect(video.objectUrlS3).toBeNull();
    expect((await server.request('GET', `/api/match-videos/${id}/file`, { token: alpha.manager.token })).status).toBe(
      404,
    );
  });

  test.each([
    ['a text file', 'text/plain', bytes, 415],
    ['an empty body', 'video/mp4', new Uint8Array(), 400],
    ['a 12-byte text file sent as video/mp4', 'video/mp4', ascii('hello world\n'), 415],
    [
      'an HTML page sent as video/webm',
      'video/webm',
      ascii(`<!doctype html><script>alert(1)</script>${' '.repeat(80)}`),
      415,
    ],
    ['zeros sent as video/mp4', 'video/mp4', new Uint8Array(2000), 415],
  ] as const)('refuses %s, storing nothing', async (_name, contentType, body, status) => {
    const id = await newVideo(alpha);
    const response = await upload(id, alpha.manager.token, body, contentType);
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toContain('application/problem+json');
    const video = await json<Video>(
      await server.request('GET', `/api/match-videos/${id}`, { token: alpha.manager.token }),
    );
    expect(video.objectUrlS3).toBeNull();
  });

  test('a file is stored and served as the container its bytes are, whatever type the client named', async () => {
    const id = await newVideo(alpha);
    const video = await json<Video>(await upload(id, alpha.manager.token, webm, 'video/mp4'));
    expect(video.objectUrlS3).toMatch(/\.webm$/);
    const whole = await server.request('GET', `/api/match-videos/${id}/file`, { token: alpha.manager.token });
    expect(whole.headers.get('Content-Type')).toBe('video/webm');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(webm);
  });

  test('the problem says why a file that is not a video was refused', async () => {
    const id = await newVideo(alpha);
    const problem = await json<{ detail: string }>(await upload(id, alpha.manager.token, ascii('hello world\n')));
    expect(problem.detail).toBe('The file is not a video (MP4, QuickTime, WebM, Matroska or Ogg)');
  });

  test('refuses a video over VIDEO_MAX_BYTES with 413, also when streamed without a length', async () => {
    const id = await newVideo(alpha);
    process.env.VIDEO_MAX_BYTES = '500';
    try {
      expect((await upload(id, alpha.manager.token)).status).toBe(413);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      });
      const response = await server.app.request(`http://localhost/api/match-videos/${id}/file`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${alpha.manager.token}`, 'Content-Type': 'video/mp4' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
    } finally {
      delete process.env.VIDEO_MAX_BYTES;
    }
    const video = await json<Video>(
      await server.request('GET', `/api/match-videos/${id}`, { token: alpha.manager.token }),
    );
    expect(video.objectUrlS3).toBeNull();
  });

  test('an upload larger than the API body limit is accepted', async () => {
    const id = await newVideo(alpha);
    const big = videoBytes(MP4_HEAD, 1_200_000);
    expect((await upload(id, alpha.manager.token, big)).status).toBe(200);
  });

  test.each([
    ['an analyst uploads', (): string => alpha.analyst.token, 'POST', 403],
    ['an analyst deletes the file', (): string => alpha.analyst.token, 'DELETE', 403],
    ['another organisation uploads', (): string => beta.manager.token, 'POST', 404],
    ['another organisation reads', (): string => beta.manager.token, 'GET', 404],
    ['another organisation asks for a link', (): string => beta.manager.token, 'GET-URL', 404],
    ['nobody signed in reads', (): string => '', 'GET', 401],
  ] as const)('%s: %s', async (_name, token, method, status) => {
    const id = await newVideo(alpha);
    await upload(id, alpha.manager.token);
    const response =
      method === 'POST'
        ? await upload(id, token())
        : method === 'GET-URL'
          ? await server.request('GET', `/api/match-videos/${id}/file-url`, { token: token() })
          : await server.request(method, `/api/match-videos/${id}/file`, { token: token() });
    expect(response.status).toBe(status);
  });
});

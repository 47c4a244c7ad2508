import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTenant, type Tenant } from './support/fixtures';
import { startFakeS3, type FakeS3 } from './support/fakeS3Server';
import { json, startTestServer, type TestServer } from './support/testServer';
import { ascii, MP4_HEAD, videoBytes, WEBM_HEAD } from './support/videoBytes';

/** The match video file routes of manageVideos.test.ts, with the files in an S3 bucket instead of the data dir. */
type Video = { id: number; objectUrlS3: string | null };
const secrets = {
  bucket: 'poolside-videos',
  region: 'us-east-1',
  accessKeyId: 'POOLSIDETEST',
  secretAccessKey: 'test-only',
};
const bytes = videoBytes(MP4_HEAD, 1000, 13);
const webm = videoBytes(WEBM_HEAD, 60);
let server: TestServer;
let fake: FakeS3;
let alpha: Tenant;
let beta: Tenant;
let dataDir: string;

const upload = (videoId: number, body: Uint8Array = bytes, contentType = 'video/mp4'): Promise<Response> =>
  Promise.resolve(
    server.app.request(`http://localhost/api/match-videos/${videoId}/file`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${alpha.manager.token}`, 'Content-Type': contentType },
      body: body as BodyInit,
    }),
  );
const getFile = (videoId: number, headers: Record<string, string> = {}) =>
  server.request('GET', `/api/match-videos/${videoId}/file`, { token: alpha.analyst.token, headers });
const deleteFile = (videoId: number) =>
  server.request('DELETE', `/api/match-videos/${videoId}/file`, { token: alpha.manager.token });
const getVideo = async (videoId: number) =>
  json<Video>(await server.request('GET', `/api/match-videos/${videoId}`, { token: alpha.manager.token }));
const newVideo = async () =>
  (
    await json<Video>(
      await server.request('POST', '/api/match-videos', {
        token: alpha.manager.token,
        body: { match: { id: alpha.ids.match }, quarter: null },
      }),
    )
  ).id;
const uploadedVideo = async () => {
  const id = await newVideo();
  const response = await upload(id);
  expect(response.status, await response.clone().text()).toBe(200);
  return { id, key: (await json<Video>(response)).objectUrlS3! };
};
/** Nothing may wait in the spool after an answer, whatever it was. */
const spooledFiles = () => (existsSync(join(dataDir, 'tmp')) ? readdirSync(join(dataDir, 'tmp')) : []);

beforeAll(async () => {
  server = await startTestServer();
  fake = await startFakeS3(secrets);
  dataDir = mkdtempSync(join(tmpdir(), 'poolside-s3-videos-'));
  server.deps.config.dataDir = dataDir;
  server.deps.config.s3 = { ...secrets, endpoint: fake.endpoint, forcePathStyle: true };
  alpha = await createTenant(server, 'Alpha');
  beta = await createTenant(server, 'Beta');
});
afterAll(async () => {
  delete process.env.VIDEO_MAX_BYTES;
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
  await server.close();
});

describe('a match video file in S3', () => {
  test('uploads into the bucket under the usual key and streams back whole and by Range', async () => {
    const { id, key } = await uploadedVideo();
    expect(key).toMatch(new RegExp(`^videos/${alpha.org.id}/${id}-[0-9a-f]+\\.mp4$`));
    expect(fake.objects.get(key)?.body).toEqual(Buffer.from(bytes));
    expect(existsSync(join(dataDir, 'videos'))).toBe(false);
    expect(spooledFiles()).toEqual([]);

    const whole = await getFile(id);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('video/mp4');
    expect(whole.headers.get('Content-Length')).toBe('1000');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const part = await getFile(id, { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 100-199/1000');
    expect(part.headers.get('Content-Length')).toBe('100');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', headers: { range: 'bytes=100-199' } });

    const beyond = await getFile(id, { Range: 'bytes=5000-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe('bytes */1000');
  });

  test('a signed link plays from the bucket without a token', async () => {
    const { id } = await uploadedVideo();
    const { url } = await json<{ url: string }>(
      await server.request('GET', `/api/match-videos/${id}/file-url`, { token: alpha.analyst.token }),
    );
    const response = await server.request('GET', url, { headers: { Range: 'bytes=0-9' } });
    expect(response.status).toBe(206);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.slice(0, 10));
  });

  test('a re-upload replaces the object and deletes the old one; deleting the file removes it', async () => {
    const { id, key: first } = await uploadedVideo();
    const second = await json<Video>(await upload(id, webm, 'video/webm'));
    expect(second.objectUrlS3).toMatch(/\.webm$/);
    expect(fake.objects.has(first)).toBe(false);
    expect(fake.objects.get(second.objectUrlS3!)?.contentType).toBe('video/webm');
    const whole = await getFile(id);
    expect(whole.headers.get('Content-Type')).toBe('video/webm');
    expect((await whole.arrayBuffer()).byteLength).toBe(60);

    expect((await deleteFile(id)).status).toBe(204);
    expect(fake.objects.has(second.objectUrlS3!)).toBe(false);
    expect((await getVideo(id)).objectUrlS3).toBeNull();
    expect((await getFile(id)).status).toBe(404);
  });

  test('refuses a video over VIDEO_MAX_BYTES with 413, leaving no object and no spooled file', async () => {
    const id = await newVideo();
    const objectsBefore = fake.objects.size;
    process.env.VIDEO_MAX_BYTES = '500';
    try {
      expect((await upload(id)).status).toBe(413);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      });
      const streamed = await server.app.request(`http://localhost/api/match-videos/${id}/file`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${alpha.manager.token}`, 'Content-Type': 'video/mp4' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
    } finally {
      delete process.env.VIDEO_MAX_BYTES;
    }
    expect(fake.objects.size).toBe(objectsBefore);
    expect(spooledFiles()).toEqual([]);
    expect((await getVideo(id)).objectUrlS3).toBeNull();
  });

  test('a text file sent as video/mp4 is refused before it reaches the bucket', async () => {
    const id = await newVideo();
    const objectsBefore = fake.objects.size;
    const response = await upload(id, ascii('hello world\n'));
    expect(response.status).toBe(415);
    expect(fake.objects.size).toBe(objectsBefore);
    expect(spooledFiles()).toEqual([]);
    expect((await getVideo(id)).objectUrlS3).toBeNull();
  });

  test('the bucket keeps the content type of the bytes, not of the name', async () => {
    const id = await newVideo();
    const { objectUrlS3 } = await json<Video>(await upload(id, webm, 'video/mp4'));
    expect(objectUrlS3).toMatch(/\.webm$/);
    expect(fake.objects.get(objectUrlS3!)?.contentType).toBe('video/webm');
  });

  test('a key of another organisation written into objectUrlS3 is neither played nor deleted', async () => {
    const { key: theirs } = await uploadedVideo();
    const foreignKey = theirs.replace(`videos/${alpha.org.id}/`, `videos/${beta.org.id}/`);
    fake.objects.set(foreignKey, { body: Buffer.from(bytes), contentType: 'video/mp4' });
    const id = await newVideo();
    const patched = await server.request('PATCH', `/api/match-videos/${id}`, {
      token: alpha.manager.token,
      body: { id, objectUrlS3: foreignKey },
    });
    expect(patched.status).toBe(200);
    expect((await getFile(id)).status).toBe(404);
    expect((await deleteFile(id)).status).toBe(204);
    expect(fake.objects.has(foreignKey)).toBe(true);
  });

  test('a storage answering 500 gives 502 problems and keeps the video as it was', async () => {
    const { id, key } = await uploadedVideo();
    fake.failWith(500);
    try {
      for (const response of [await upload(id), await getFile(id), await deleteFile(id)]) {
        expect(response.status).toBe(502);
        expect(response.headers.get('Content-Type')).toBe('application/problem+json');
        expect(await json(response)).toMatchObject({ status: 502, title: 'Video storage failed' });
      }
    } finally {
      fake.failWith(null);
    }
    expect((await getVideo(id)).objectUrlS3).toBe(key);
    expect(fake.objects.has(key)).toBe(true);
    expect(spooledFiles()).toEqual([]);
  });

  // Last: the fake S3 stays down.
  test('an unreachable storage gives 503 problems', async () => {
    const { id, key } = await uploadedVideo();
    await fake.close();
    for (const response of [await getFile(id), await upload(id), await deleteFile(id)]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('Content-Type')).toBe('application/problem+json');
      expect(response.headers.get('Retry-After')).toBe('30');
      expect(await json(response)).toMatchObject({ status: 503, title: 'Video storage is unreachable' });
    }
    expect((await getVideo(id)).objectUrlS3).toBe(key);
    expect(spooledFiles()).toEqual([]);
  });
});

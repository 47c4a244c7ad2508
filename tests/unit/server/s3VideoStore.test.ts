import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { S3Config } from '../../../src/server/config';
import type { Logger } from '../../../src/server/http/logger';
import { ProblemError } from '../../../src/server/http/problem';
import { s3ObjectTarget } from '../../../src/server/videos/s3/s3ObjectTarget';
import { s3VideoStore } from '../../../src/server/videos/s3/s3VideoStore';
import { startFakeS3, type FakeS3 } from './support/fakeS3Server';

const secrets = {
  bucket: 'match-videos',
  region: 'eu-west-1',
  accessKeyId: 'POOLSIDETEST',
  secretAccessKey: 'test-only',
};
const bytes = new Uint8Array(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256));
let fake: FakeS3;
let spoolDir: string;
let logged: Record<string, unknown>[];

const log: Logger = { info: () => {}, warn: (fields) => logged.push(fields), error: (fields) => logged.push(fields) };
const configFor = (overrides: Partial<S3Config> = {}): S3Config => ({
  ...secrets,
  endpoint: fake.endpoint,
  forcePathStyle: true,
  ...overrides,
});
const storeFor = (overrides: Partial<S3Config> = {}) => s3VideoStore(configFor(overrides), { spoolDir, log });
const streamOf = (data: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
const readAll = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
const problemOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProblemError);
  return (error as ProblemError).problem;
};

beforeAll(async () => {
  fake = await startFakeS3(secrets);
  spoolDir = mkdtempSync(join(tmpdir(), 'poolside-spool-'));
});
afterEach(() => {
  fake.failWith(null);
  logged = [];
});
afterAll(async () => {
  await fake.close();
  rmSync(spoolDir, { recursive: true, force: true });
});

describe('the S3 video store', () => {
  test('saves a video, answers its size and reads it whole and by range', async () => {
    const store = storeFor();
    expect(await store.save('videos/1/2-ab12.mp4', streamOf(bytes), 10_000)).toBe(1000);
    expect(fake.objects.get('videos/1/2-ab12.mp4')?.contentType).toBe('video/mp4');
    expect(await store.size('videos/1/2-ab12.mp4')).toBe(1000);
    expect(await readAll(await store.read('videos/1/2-ab12.mp4', null))).toEqual(bytes);
    expect(await readAll(await store.read('videos/1/2-ab12.mp4', { start: 100, end: 199 }))).toEqual(
      bytes.slice(100, 200),
    );
    expect(fake.requests.at(-1)?.headers.range).toBe('bytes=100-199');
  });

  test('a PUT carries the length and the SHA-256 of the body it signs, and leaves no spooled file', async () => {
    await storeFor().save('videos/1/3-cd34.webm', streamOf(bytes), 10_000);
    const put = fake.requests.findLast((request) => request.method === 'PUT');
    expect(put?.headers['content-length']).toBe('1000');
    expect(put?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(put?.headers['transfer-encoding']).toBeUndefined();
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  test('a key that needs encoding is signed and stored under its own name', async () => {
    const key = "videos/1/odd name$(1)'*.mp4";
    await storeFor().save(key, streamOf(bytes.slice(0, 10)), 10_000);
    expect(fake.objects.get(key)?.body.length).toBe(10);
  });

  test('a missing key has no size, reads as 404 and removes quietly', async () => {
    const store = storeFor();
    expect(await store.size('videos/1/404-ffff.mp4')).toBeNull();
    expect((await problemOf(store.read('videos/1/404-ffff.mp4', null))).status).toBe(404);
    await expect(store.remove('videos/1/404-ffff.mp4')).resolves.toBeUndefined();
  });

  test('remove deletes the object', async () => {
    const store = storeFor();
    await store.save('videos/1/5-ef56.mp4', streamOf(bytes), 10_000);
    await store.remove('videos/1/5-ef56.mp4');
    expect(fake.objects.has('videos/1/5-ef56.mp4')).toBe(false);
    expect(await store.size('videos/1/5-ef56.mp4')).toBeNull();
  });

  test('more than maxBytes fails with 413 before anything reaches the bucket or stays on disk', async () => {
    const before = fake.requests.length;
    const problem = await problemOf(storeFor().save('videos/1/6-aa.mp4', streamOf(bytes), 500));
    expect(problem.status).toBe(413);
    expect(fake.requests.length).toBe(before);
    expect(fake.objects.has('videos/1/6-aa.mp4')).toBe(false);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  test('an upload the client aborts leaves nothing behind', async () => {
    const aborted = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.error(new Error('connection reset by the client'));
      },
    });
    await expect(storeFor().save('videos/1/7-bb.mp4', aborted, 10_000)).rejects.toThrow('connection reset');
    expect(fake.objects.has('videos/1/7-bb.mp4')).toBe(false);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  test('a storage refusing our signature is a logged 502, not the client’s fault', async () => {
    const store = storeFor({ secretAccessKey: 'wrong' });
    const problem = await problemOf(store.save('videos/1/8-cc.mp4', streamOf(bytes), 10_000));
    expect(problem).toMatchObject({ status: 502, title: 'Video storage refused the request' });
    expect(problem.detail).toContain('403 SignatureDoesNotMatch');
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'video storage failed', code: 'SignatureDoesNotMatch' }),
    );
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  test('an upload to a bucket that does not exist is a 502 naming it', async () => {
    const problem = await problemOf(
      storeFor({ bucket: 'elsewhere' }).save('videos/1/2-ab.mp4', streamOf(bytes), 10_000),
    );
    expect(problem).toMatchObject({ status: 502, title: 'Video storage refused the request' });
    expect(problem.detail).toContain('404 NoSuchBucket');
  });

  test.each([
    [500, 502, 'Video storage failed'],
    [503, 503, 'Video storage is unavailable'],
  ])('a storage answering %i is a %i problem', async (answer, status, title) => {
    fake.failWith(answer);
    const store = storeFor();
    expect(await problemOf(store.save('videos/1/9-dd.mp4', streamOf(bytes), 10_000))).toMatchObject({ status, title });
    expect(await problemOf(store.size('videos/1/2-ab12.mp4'))).toMatchObject({ status, title });
    expect(await problemOf(store.read('videos/1/2-ab12.mp4', null))).toMatchObject({ status, title });
    expect(await problemOf(store.remove('videos/1/2-ab12.mp4'))).toMatchObject({ status, title });
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  test('an unreachable storage is a logged 503', async () => {
    const closed = await startFakeS3(secrets);
    await closed.close();
    const store = storeFor({ endpoint: closed.endpoint });
    const problem = await problemOf(store.size('videos/1/2-ab12.mp4'));
    expect(problem).toMatchObject({ status: 503, title: 'Video storage is unreachable' });
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'video storage unreachable', operation: 'size' }));
    expect((await problemOf(store.save('videos/1/10-ee.mp4', streamOf(bytes), 10_000))).status).toBe(503);
    expect(readdirSync(spoolDir)).toEqual([]);
  });
});

describe('the fake S3 itself', () => {
  test('refuses a request without a signature', async () => {
    const response = await fetch(`${fake.endpoint}/${secrets.bucket}/videos/1/2-ab12.mp4`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code>');
  });
});

describe('s3ObjectTarget', () => {
  const s3: S3Config = { ...secrets, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true };

  test('path style puts the bucket in the path', () => {
    const target = s3ObjectTarget(s3, 'videos/3/12-9f2c.mp4');
    expect(target.url.href).toBe('http://127.0.0.1:9000/match-videos/videos/3/12-9f2c.mp4');
    expect(target).toMatchObject({ host: '127.0.0.1:9000', path: '/match-videos/videos/3/12-9f2c.mp4' });
  });

  test('virtual-hosted style puts the bucket in the host name', () => {
    const aws = { ...s3, endpoint: 'https://s3.eu-west-1.amazonaws.com', forcePathStyle: false };
    const target = s3ObjectTarget(aws, 'videos/3/12-9f2c.mp4');
    expect(target.url.href).toBe('https://match-videos.s3.eu-west-1.amazonaws.com/videos/3/12-9f2c.mp4');
    expect(target).toMatchObject({ host: 'match-videos.s3.eu-west-1.amazonaws.com', path: '/videos/3/12-9f2c.mp4' });
  });

  test('an endpoint with a path keeps it, and the key is encoded once', () => {
    const target = s3ObjectTarget({ ...s3, endpoint: 'https://storage.example/s3' }, 'videos/3/a b.mp4');
    expect(target.url.href).toBe('https://storage.example/s3/match-videos/videos/3/a%20b.mp4');
    expect(target.path).toBe('/s3/match-videos/videos/3/a b.mp4');
  });
});

import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../../src/server/config';

const minio = {
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_BUCKET: 'poolside-videos',
  S3_ACCESS_KEY_ID: 'poolside',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('S3 video storage configuration', () => {
  test('without S3_BUCKET videos stay in the data dir', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  test('a custom endpoint defaults to path style and us-east-1', () => {
    expect(loadConfig(minio).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'poolside-videos',
      region: 'us-east-1',
      accessKeyId: 'poolside',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  test('an AWS endpoint defaults to virtual-hosted buckets; S3_FORCE_PATH_STYLE overrides either way', () => {
    const aws = { ...minio, S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com', S3_REGION: 'eu-west-1' };
    expect(loadConfig(aws).s3).toMatchObject({ region: 'eu-west-1', forcePathStyle: false });
    expect(loadConfig({ ...aws, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
    expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  test.each([
    ['a key missing', { ...minio, S3_ACCESS_KEY_ID: '' }, 'S3_BUCKET is set but S3_ACCESS_KEY_ID missing'],
    ['only a bucket', { S3_BUCKET: 'videos' }, 'S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY missing'],
    [
      'no bucket',
      { ...minio, S3_BUCKET: '' },
      'S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set but S3_BUCKET is missing',
    ],
    ['an endpoint without a scheme', { ...minio, S3_ENDPOINT: '127.0.0.1:9000' }, 'is not an http(s) URL'],
    ['a yes for path style', { ...minio, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
  ])('%s stops the start with a clear message', (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

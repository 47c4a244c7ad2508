import { describe, expect, test } from 'vitest';
import { encodeS3Path, encodeS3Query, encodeS3Uri } from '../../../src/server/videos/s3/encodeS3Uri';
import { EMPTY_PAYLOAD_HASH, signS3Request } from '../../../src/server/videos/s3/signS3Request';

/**
 * The examples of the S3 API reference, "Signature Calculations for the Authorization Header: Transferring
 * Payload in a Single Chunk (AWS Signature Version 4)": their signatures are the published ones.
 */
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const example = {
  host: 'examplebucket.s3.amazonaws.com',
  region: 'us-east-1',
  now: new Date('2013-05-24T00:00:00Z'),
  payloadHash: EMPTY_PAYLOAD_HASH,
};
const signatureOf = (headers: Record<string, string>) => headers.authorization?.match(/Signature=([0-9a-f]{64})$/)?.[1];

describe('signS3Request', () => {
  test('signs the GET Object example with its Range header', () => {
    const headers = signS3Request(
      { ...example, method: 'GET', path: '/test.txt', headers: { Range: 'bytes=0-9' } },
      credentials,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  test('signs the PUT Object example, whose key needs encoding and whose body hash is signed', () => {
    const headers = signS3Request(
      {
        ...example,
        method: 'PUT',
        path: '/test$file.text',
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        // SHA-256 of the example's body, "Welcome to Amazon S3."
        payloadHash: '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
      },
      credentials,
    );
    expect(headers.authorization).toContain(
      'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,',
    );
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  test('signs the GET Bucket Lifecycle example, a query name without a value', () => {
    const headers = signS3Request({ ...example, method: 'GET', path: '/', query: { lifecycle: '' } }, credentials);
    expect(signatureOf(headers)).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
  });

  test('signs the Get Bucket (List Objects) example, its query sorted by name', () => {
    const headers = signS3Request(
      { ...example, method: 'GET', path: '/', query: { prefix: 'J', 'max-keys': '2' } },
      credentials,
    );
    expect(signatureOf(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  test('a different secret, body or header gives a different signature', () => {
    const request = { ...example, method: 'GET', path: '/test.txt', headers: { Range: 'bytes=0-9' } };
    const signature = signatureOf(signS3Request(request, credentials));
    expect(signatureOf(signS3Request(request, { ...credentials, secretAccessKey: 'other' }))).not.toBe(signature);
    expect(signatureOf(signS3Request({ ...request, payloadHash: 'UNSIGNED-PAYLOAD' }, credentials))).not.toBe(
      signature,
    );
    expect(signatureOf(signS3Request({ ...request, headers: { Range: 'bytes=0-10' } }, credentials))).not.toBe(
      signature,
    );
  });
});

describe('S3 URI encoding', () => {
  test.each([
    ['a b', 'a%20b'],
    ['a+b', 'a%2Bb'],
    ["!'()*", '%21%27%28%29%2A'],
    ['A-z_0.9~', 'A-z_0.9~'],
    ['a/b', 'a%2Fb'],
    ['ключ', '%D0%BA%D0%BB%D1%8E%D1%87'],
  ])('%s encodes as %s', (value, encoded) => {
    expect(encodeS3Uri(value)).toBe(encoded);
  });

  test('a path keeps its slashes', () => {
    expect(encodeS3Path('/bucket/videos/3/12 a$b.mp4')).toBe('/bucket/videos/3/12%20a%24b.mp4');
  });

  test('a query is sorted and a bare name gets an empty value', () => {
    expect(encodeS3Query({ uploads: '', prefix: 'a/b', 'list-type': '2' })).toBe('list-type=2&prefix=a%2Fb&uploads=');
  });
});

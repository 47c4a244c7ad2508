import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { decodeJwtSecret, loadJwtSecret } from '../../../src/server/auth/loadJwtSecret';
import { loadConfig } from '../../../src/server/config';

/** Moving to PostgreSQL (README) carries the data dir's secret over in JWT_SECRET, so nobody is signed out. */
describe('JWT_SECRET', () => {
  const dir = mkdtempSync(join(tmpdir(), 'poolside-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const bytesOf = (secret: Uint8Array) => Buffer.from(secret).toString('hex');

  test('base64: and the content of DATA_DIR/jwt-secret signs with the same bytes as the file', () => {
    const fromFile = loadJwtSecret(undefined, dir);
    const content = readFileSync(join(dir, 'jwt-secret'), 'utf8');
    const fromEnvironment = loadJwtSecret(loadConfig({ JWT_SECRET: `base64:${content}` }).jwtSecret, null);
    expect(bytesOf(fromEnvironment)).toBe(bytesOf(fromFile));
    // What `$(cat …)` or a copy from an editor may add around it changes nothing.
    expect(bytesOf(decodeJwtSecret(`base64:${content}\n`))).toBe(bytesOf(fromFile));
  });

  test('base64 broken over lines (openssl rand -base64 64) decodes too', () => {
    const secret = randomBytes(64);
    const wrapped = secret.toString('base64').replace(/(.{64})/g, '$1\n');
    expect(bytesOf(decodeJwtSecret(`base64:${wrapped}`))).toBe(bytesOf(secret));
  });

  test.each([
    ['a plain-text secret', 'crash-test-secret'],
    ['plain text that happens to be valid base64', 'c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0'],
    ['a prefix in another case', 'BASE64:c2VjcmV0'],
  ])('%s keeps signing with its own text', (_label, value) => {
    expect(new TextDecoder().decode(loadJwtSecret(loadConfig({ JWT_SECRET: value }).jwtSecret, dir))).toBe(value);
  });

  test.each([
    ['not base64', 'base64:not base64!'],
    ['too short to be a secret', `base64:${randomBytes(16).toString('base64')}`],
    ['nothing after the prefix', 'base64:'],
    ['cut off', `base64:${randomBytes(64).toString('base64').slice(0, 50)}`],
  ])('base64: with %s stops the start, saying what it needs', (_label, value) => {
    expect(() => loadConfig({ JWT_SECRET: value })).toThrow(
      "JWT_SECRET: after 'base64:' comes base64 of at least 32 bytes, such as the content of DATA_DIR/jwt-secret",
    );
  });
});

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Marks a JWT_SECRET written as base64, the data dir's own format: `JWT_SECRET=base64:$(cat data/jwt-secret)`. */
export const BASE64_SECRET_PREFIX = 'base64:';
const MIN_BASE64_SECRET_BYTES = 32;

/**
 * JWT_SECRET when set; otherwise a random 512-bit secret generated once and kept in the data dir, so tokens
 * survive restarts. `persistDir` null (memory database) keeps it in memory only.
 */
export function loadJwtSecret(jwtSecret: string | undefined, persistDir: string | null): Uint8Array {
  if (jwtSecret) return decodeJwtSecret(jwtSecret);
  if (!persistDir) return randomBytes(64);
  const file = join(persistDir, 'jwt-secret');
  try {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (stored.length >= 64) return stored;
  } catch {
    // first start: no secret yet
  }
  const secret = randomBytes(64);
  mkdirSync(persistDir, { recursive: true });
  writeFileSync(file, secret.toString('base64'), { mode: 0o600 });
  return secret;
}

/**
 * The signing bytes of a JWT_SECRET: after `base64:` the bytes it encodes (line breaks and spaces ignored, so
 * `openssl rand -base64 64` works too); any other value is its own UTF-8 text, as it always was. A prefix,
 * not a guess: a plain-text secret that happens to be valid base64 keeps meaning its text.
 */
export function decodeJwtSecret(value: string): Uint8Array {
  if (!value.startsWith(BASE64_SECRET_PREFIX)) return new TextEncoder().encode(value);
  const text = value.slice(BASE64_SECRET_PREFIX.length).replace(/\s+/g, '');
  const bytes = Buffer.from(text, 'base64');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0 || bytes.length < MIN_BASE64_SECRET_BYTES) {
    throw new Error(
      `JWT_SECRET: after '${BASE64_SECRET_PREFIX}' comes base64 of at least ${MIN_BASE64_SECRET_BYTES} bytes, such as the content of DATA_DIR/jwt-secret`,
    );
  }
  return bytes;
}

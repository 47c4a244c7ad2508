import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * JWT_SECRET when set; otherwise a random 512-bit secret generated once and kept in the data dir, so tokens
 * survive restarts. `persistDir` null (memory database) keeps it in memory only.
 */
export function loadJwtSecret(jwtSecret: string | undefined, persistDir: string | null): Uint8Array {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret);
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

import { randomBytes } from 'node:crypto';

/** 144 random bits as 24 URL-safe characters: a link nobody can guess or enumerate. */
export function newShareId(): string {
  return randomBytes(18).toString('base64url');
}

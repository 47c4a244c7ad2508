import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed video link plays: long enough for a match and its review. */
export const VIDEO_URL_VALIDITY_SECONDS = 6 * 3600;

const signatureOf = (secret: Uint8Array, videoId: number, expires: number) =>
  createHmac('sha256', secret).update(`match-video:${videoId}:${expires}`).digest('base64url');

/**
 * A `<video src>` cannot send a bearer token, so the player gets a short-lived link whose query carries an
 * HMAC of the video id and expiry (never the JWT itself, which would leak into logs and history).
 */
export function signVideoUrl(secret: Uint8Array, videoId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + VIDEO_URL_VALIDITY_SECONDS;
  return `/api/match-videos/${videoId}/file?expires=${expires}&signature=${signatureOf(secret, videoId, expires)}`;
}

export function isValidVideoSignature(
  secret: Uint8Array,
  videoId: number,
  expires: string | undefined,
  signature: string | undefined,
  now: Date,
): boolean {
  const expiry = Number(expires);
  if (!signature || !Number.isSafeInteger(expiry) || expiry * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, videoId, expiry));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

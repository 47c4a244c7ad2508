import { verifyTokenUntil, type VerifiedToken, type VerifiedUntil } from './jwt';

const MAX_ENTRIES = 10_000;

export type VerifiedTokens = (token: string, now: Date) => Promise<VerifiedToken | null>;

/**
 * verifyToken with a memory of the tokens it found valid: a scorer's device sends the same token with every
 * write, and checking its signature again each time costs more than the rest of the request's authentication.
 * A remembered token answers only until its own expiry; a token never seen (or forged) is verified in full and
 * only a valid one is remembered. Who the token's user is now (deactivated, password changed) is not part of
 * this: the principal cache and its reads decide that on every request, as before.
 */
export function createVerifiedTokens(
  secret: Uint8Array,
  verify: (secret: Uint8Array, token: string, now: Date) => Promise<VerifiedUntil | null> = verifyTokenUntil,
): VerifiedTokens {
  const entries = new Map<string, VerifiedUntil>();
  const isLive = (entry: VerifiedUntil, now: Date) => entry.expiresAt > Math.floor(now.getTime() / 1000);
  return async (token, now) => {
    const known = entries.get(token);
    if (known && isLive(known, now)) return known.claims;
    entries.delete(token);
    const verified = await verify(secret, token, now);
    if (!verified) return null;
    // A crude bound: a burst of distinct tokens past it starts the memory afresh rather than growing it.
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(token, verified);
    return verified.claims;
  };
}

import type { Principal } from './principal';
import type { VerifiedToken } from './jwt';

/**
 * How long a principal read from the database answers for its token. Changes made through this server
 * (deactivation, password, roles, organisation) forget it at once; another replica sees them within this time.
 */
export const PRINCIPAL_CACHE_MS = 2_000;
const MAX_ENTRIES = 10_000;

export type PrincipalCache = {
  /** The principal of a valid token: cached while fresh, else `read` from the database and kept. */
  load: (claims: VerifiedToken, read: () => Promise<Principal | null>) => Promise<Principal | null>;
  /** Every principal is read again on its next request: something that makes up a caller changed. */
  clear: () => void;
};

type Entry = { principal: Principal; tokenVersion: number; expiresAt: number };

/** Saves each request of a signed-in caller the read of their account, roles and organisation. */
export function createPrincipalCache(ttlMs = PRINCIPAL_CACHE_MS, now = () => performance.now()): PrincipalCache {
  const entries = new Map<number, Entry>();
  // Raised by clear(): a read that started before a change must not be kept after it.
  let generation = 0;
  return {
    load: async (claims, read) => {
      const entry = entries.get(claims.userId);
      const isFresh = entry !== undefined && entry.expiresAt > now();
      if (isFresh && entry.principal.login === claims.login && entry.tokenVersion === claims.tokenVersion)
        return entry.principal;
      const readFor = generation;
      const principal = await read();
      if (principal && readFor === generation) {
        // A crude bound: a burst of distinct callers past it starts the cache afresh rather than growing it.
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(principal.userId, { principal, tokenVersion: claims.tokenVersion, expiresAt: now() + ttlMs });
      }
      return principal;
    },
    clear: () => {
      generation++;
      entries.clear();
    },
  };
}

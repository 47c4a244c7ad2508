import { api } from '../api/api';
import { db } from '../db/db';
import { pullIntoCache } from '../pull/pullIntoCache';

/** Who signed a match off and when; both null while it is open (issue: match review and sign-off). */
export type SignOff = { signedBy: string | null; signedAt: string | null };

export const NOT_SIGNED: SignOff = { signedBy: null, signedAt: null };

/** Where a match's sign-off is cached in db.meta, so the scoresheet and the capture screen know it offline. */
export function matchSignOffKey(matchId: number): string {
  return `signOff:${matchId}`;
}

function isSignOff(value: unknown): value is SignOff {
  const signOff = value as Partial<SignOff> | null;
  const textOrNull = (field: unknown) => field === null || typeof field === 'string';
  return textOrNull(signOff?.signedBy) && textOrNull(signOff?.signedAt);
}

/** Caches a sign-off as the server answered it (after a refresh, a sign-off or a reopening). */
export async function cacheSignOff(matchId: number, signOff: SignOff): Promise<void> {
  await db.meta.put({ key: matchSignOffKey(matchId), value: signOff });
}

/** The match's sign-off as last read from the server; open when never read. */
export async function readMatchSignOff(matchId: number): Promise<SignOff> {
  const row = await db.meta.get(matchSignOffKey(matchId));
  return isSignOff(row?.value) ? row.value : NOT_SIGNED;
}

/** The match's sign-off from the server into the cache; a failed load keeps the cached one. */
export async function refreshMatchSignOff(matchId: number, client = api): Promise<void> {
  await pullIntoCache({
    key: `match sign-off ${matchId}`,
    fetch: () => client<unknown>(`/matches/${matchId}/sign-off`),
    tables: [db.meta],
    store: async (signOff) => {
      if (isSignOff(signOff)) await cacheSignOff(matchId, signOff);
    },
  });
}

import { setSession } from '../../../../src/data/auth/session';
import { db } from '../../../../src/data/db';
import type { DataOwner } from '../../../../src/data/db/rows';
import type { Account } from '../../../../src/domain/model';

/** An account of user `userId` in organisation `organizationId`, as GET /api/account answers it. */
export function accountOf({ userId, organizationId }: DataOwner): Account {
  return {
    id: userId,
    login: `user${userId}`,
    firstName: null,
    lastName: null,
    email: `user${userId}@poolside.test`,
    activated: true,
    langKey: 'en',
    imageUrl: null,
    authorities: ['ROLE_USER'],
    userExtra: {
      id: userId,
      organization: organizationId === null ? null : { id: organizationId },
      user: { id: userId, login: `user${userId}` },
    },
  };
}

/** Signs `owner` in where the page (session) and the service worker (Dexie) look, with token `token-<userId>`. */
export async function signInAs(owner: DataOwner): Promise<string> {
  const token = `token-${owner.userId}`;
  // Separate copies: the session's becomes a valtio proxy, which IndexedDB cannot clone.
  setSession({ token, account: accountOf(owner), error: null });
  await db.auth.put({ key: 'current', token });
  await db.account.put({ key: 'current', account: accountOf(owner) });
  return token;
}

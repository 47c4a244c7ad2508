import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appUser, matchSignOff } from '../db/schema';

/** A match's signature as the API answers it: who signed and when, or nulls while it is open. */
export type SignOffState = { signedBy: string | null; signedAt: string | null };

export const NOT_SIGNED: SignOffState = { signedBy: null, signedAt: null };

/** The signature in force (the row no admin reopened), if any. */
export async function readSignOff(db: Database, matchId: number): Promise<SignOffState> {
  const [row] = await db
    .select({ signedBy: matchSignOff.signedBy, signedAt: matchSignOff.signedAt })
    .from(matchSignOff)
    .where(and(eq(matchSignOff.matchId, matchId), isNull(matchSignOff.reopenedAt)))
    .limit(1);
  return row ? { signedBy: row.signedBy, signedAt: row.signedAt.toISOString() } : NOT_SIGNED;
}

/** How a signature names its user: first and last name as the account has them now, else the login. */
export async function signerName(db: Database, userId: number, login: string): Promise<string> {
  const [user] = await db
    .select({ firstName: appUser.firstName, lastName: appUser.lastName })
    .from(appUser)
    .where(eq(appUser.id, userId))
    .limit(1);
  const name = [user?.firstName, user?.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return name || login;
}

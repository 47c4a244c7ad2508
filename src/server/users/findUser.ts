import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appUser } from '../db/schema';
import type { UserRow } from './presentUser';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** JHipster's lookup: an e-mail-shaped username by e-mail, anything else by login; both lower-cased. */
export async function findUserByLoginOrEmail(db: Database, username: string): Promise<UserRow | undefined> {
  const key = username.trim().toLowerCase();
  const column = EMAIL.test(key) ? appUser.email : appUser.login;
  const [user] = await db.select().from(appUser).where(eq(column, key)).limit(1);
  return user;
}

export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(appUser).where(eq(appUser.login, login.toLowerCase())).limit(1);
  return user;
}

/** The user a reset key belongs to while it is valid (issued after `validSince`), else undefined. */
export async function findUserByResetKey(db: Database, key: string, validSince: Date): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.resetKey, key), gt(appUser.resetDate, validSince)))
    .limit(1);
  return user;
}

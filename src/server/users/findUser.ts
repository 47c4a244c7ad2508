import { eq } from 'drizzle-orm';
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

import { and, eq } from 'drizzle-orm';
import { countAttempts } from '../auth/countAttempts';
import { randomKey } from '../auth/randomKey';
import { appUser } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { composeMail } from '../mail/composeMail';

/**
 * The work behind a reset request, done after the answer (so known and unknown addresses answer alike):
 * at most `resetPerAccount` keys an hour per address, each replacing the last and mailed to the account.
 * Unknown, inactive and throttled addresses send nothing and only leave a log line.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  link: (key: string) => string,
  requestId: string,
): Promise<void> {
  const { db, clock, mailer, log, authLimits } = deps;
  const now = clock();
  const counts = await countAttempts(db, [`reset-email:${email}`], authLimits.resetWindowMs, now);
  if ((counts.get(`reset-email:${email}`)?.hits ?? 0) > authLimits.resetPerAccount) {
    log.warn({ msg: 'password reset throttled for this e-mail', requestId });
    return;
  }
  const resetKey = randomKey();
  const [user] = await db
    .update(appUser)
    .set({ resetKey, resetDate: now })
    .where(and(eq(appUser.email, email), eq(appUser.activated, true)))
    .returning({ login: appUser.login, email: appUser.email, langKey: appUser.langKey });
  if (!user?.email) {
    log.warn({ msg: 'password reset requested for an unknown or inactive e-mail', requestId });
    return;
  }
  // In the language the account speaks, as the app does once its owner signs in.
  await mailer.send({
    to: user.email,
    ...composeMail('passwordReset', user.langKey, { login: user.login, link: link(resetKey) }),
  });
}

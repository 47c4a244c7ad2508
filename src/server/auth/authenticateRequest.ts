import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/database';
import { appUser, userExtra } from '../db/schema';
import type { AppEnv, Principal } from '../http/appEnv';
import type { VerifiedToken } from './jwt';

async function readPrincipal(db: Database, claims: VerifiedToken): Promise<Principal | null> {
  const [user] = await db
    .select({
      id: appUser.id,
      login: appUser.login,
      activated: appUser.activated,
      tokenVersion: appUser.tokenVersion,
      authorities: appUser.authorities,
      organizationId: userExtra.organizationId,
    })
    .from(appUser)
    .leftJoin(userExtra, eq(userExtra.id, appUser.id))
    .where(eq(appUser.id, claims.userId))
    .limit(1);
  // A token issued before the last password change or reset is no longer the user's.
  if (!user?.activated || user.login !== claims.login || user.tokenVersion !== claims.tokenVersion) return null;
  return {
    userId: user.id,
    login: user.login,
    authorities: new Set(user.authorities),
    organizationId: user.organizationId ?? null,
  };
}

/**
 * Reads `Authorization: Bearer <jwt>`. A missing, invalid or expired token, a token of a deleted or
 * deactivated user, or one issued before the user's last password change or reset, leaves the request
 * anonymous (JHipster 7): public routes work, guarded ones answer 401. The principal is cached briefly
 * (auth/principalCache.ts); what changes a caller clears the cache.
 */
export function authenticateRequest(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('principal', null);
    const header = c.req.header('Authorization');
    if (header?.startsWith('Bearer ')) {
      const { db, clock, principals, verifiedTokens } = c.get('deps');
      const claims = await verifiedTokens(header.slice(7).trim(), clock());
      if (claims) {
        c.set('principal', await principals.load(claims, () => readPrincipal(db, claims)));
      }
    }
    await next();
  };
}

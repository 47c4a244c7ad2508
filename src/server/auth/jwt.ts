import { SignJWT, jwtVerify } from 'jose';
import type { Authority } from '../../domain/model';

export const TOKEN_VALIDITY_SECONDS = 86_400;
export const REMEMBER_ME_VALIDITY_SECONDS = 2_592_000;

export type TokenClaims = { login: string; userId: number; authorities: readonly Authority[] };

/** HS512 token with JHipster 8's claims: sub, auth (space-separated), iat, exp, userId. */
export function signToken(secret: Uint8Array, claims: TokenClaims, now: Date, rememberMe = false): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ auth: claims.authorities.join(' '), userId: claims.userId })
    .setProtectedHeader({ alg: 'HS512' })
    .setSubject(claims.login)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (rememberMe ? REMEMBER_ME_VALIDITY_SECONDS : TOKEN_VALIDITY_SECONDS))
    .sign(secret);
}

/** The user id and login of a valid token, or null for anything expired, forged or malformed. */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<{ userId: number; login: string } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS512'], currentDate: now });
    const userId = payload.userId;
    if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || typeof payload.sub !== 'string') return null;
    return { userId, login: payload.sub };
  } catch {
    return null;
  }
}

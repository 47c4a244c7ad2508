import { SignJWT, jwtVerify } from 'jose';
import type { Authority } from '../../domain/model';

export const TOKEN_VALIDITY_SECONDS = 86_400;
export const REMEMBER_ME_VALIDITY_SECONDS = 2_592_000;

export type TokenClaims = {
  login: string;
  userId: number;
  authorities: readonly Authority[];
  /** The user's token_version when issued; a password change or reset raises it (absent = 0). */
  tokenVersion?: number;
};

export type VerifiedToken = { userId: number; login: string; tokenVersion: number; isRememberMe: boolean };
/** A verified token and the second (Unix time) from which it is expired. */
export type VerifiedUntil = { claims: VerifiedToken; expiresAt: number };

/** HS512 token with JHipster 8's claims: sub, auth (space-separated), iat, exp, userId, plus `ver`. */
export function signToken(secret: Uint8Array, claims: TokenClaims, now: Date, rememberMe = false): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ auth: claims.authorities.join(' '), userId: claims.userId, ver: claims.tokenVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS512' })
    .setSubject(claims.login)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (rememberMe ? REMEMBER_ME_VALIDITY_SECONDS : TOKEN_VALIDITY_SECONDS))
    .sign(secret);
}

/** The user id, login and version of a valid token, or null for anything expired, forged or malformed. */
export async function verifyToken(secret: Uint8Array, token: string, now: Date): Promise<VerifiedToken | null> {
  return (await verifyTokenUntil(secret, token, now))?.claims ?? null;
}

/** verifyToken, with the token's expiry. */
export async function verifyTokenUntil(secret: Uint8Array, token: string, now: Date): Promise<VerifiedUntil | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS512'], currentDate: now });
    const { userId, ver = 0, iat = 0, exp = 0 } = payload;
    if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || typeof payload.sub !== 'string') return null;
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver)) return null;
    const claims = { userId, login: payload.sub, tokenVersion: ver, isRememberMe: exp - iat > TOKEN_VALIDITY_SECONDS };
    return { claims, expiresAt: exp };
  } catch {
    return null;
  }
}

import { decodeTokenClaims } from './decodeTokenClaims';

/** True when the token cannot be read or its `exp` lies in the past. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = decodeTokenClaims(token)?.exp;
  return typeof exp !== 'number' || exp * 1000 <= nowMs;
}

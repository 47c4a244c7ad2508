import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../http/appEnv';
import { DEVICE_COOKIE } from './deviceCookie';

/** The id of this device if it once signed in as `login` (a valid device cookie), else null. */
export function readKnownDevice(c: Context<AppEnv>, secret: Uint8Array, login: string): string | null {
  const [deviceId, signature] = getCookie(c, DEVICE_COOKIE.name(login))?.split('.') ?? [];
  if (!deviceId || !signature || !/^[A-Za-z0-9_-]{16,64}$/.test(deviceId)) return null;
  const expected = Buffer.from(DEVICE_COOKIE.sign(secret, login, deviceId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
}

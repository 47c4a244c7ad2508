import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/appEnv';
import { DEVICE_COOKIE } from './deviceCookie';

/** Sets (or renews) this device's cookie for a login that just signed in; a new device gets a new id. */
export function rememberDevice(c: Context<AppEnv>, secret: Uint8Array, login: string, deviceId: string | null): void {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  setCookie(c, DEVICE_COOKIE.name(login), `${id}.${DEVICE_COOKIE.sign(secret, login, id)}`, {
    path: DEVICE_COOKIE.path,
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:' || c.get('deps').config.appBaseUrl.startsWith('https:'),
    maxAge: DEVICE_COOKIE.maxAgeSeconds,
  });
}

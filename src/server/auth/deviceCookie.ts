import { createHash, createHmac } from 'node:crypto';

/**
 * A "known device" for a login: a cookie set by a successful sign-in, `<device id>.<HMAC of login and
 * device id>` under the JWT secret, one cookie per login (a shared tablet knows several). A guesser
 * elsewhere cannot forge one, so while a login or an address is over its limit the real user's device
 * still signs in, under a small limit of its own (routes/authenticate.ts).
 */
export const DEVICE_COOKIE = {
  /** A device keeps its word for a login half a year after its last successful sign-in. */
  maxAgeSeconds: 180 * 86_400,
  /** Sent only to the login endpoint: nothing else needs it, and nothing else can leak it. */
  path: '/api/authenticate',
  name: (login: string) => `poolside-device-${createHash('sha256').update(login).digest('hex').slice(0, 16)}`,
  sign: (secret: Uint8Array, login: string, deviceId: string) =>
    createHmac('sha256', secret).update(`known-device\n${login}\n${deviceId}`).digest('base64url'),
};

import type { Context } from 'hono';
import type { AppEnv } from '../http/appEnv';

/** The PWA's reset-finish screen for a key, on APP_BASE_URL or else the origin the request came to. */
export function resetLink(c: Context<AppEnv>, key: string): string {
  const base = c.get('deps').config.appBaseUrl ?? new URL(c.req.url).origin;
  return `${base}/reset-password/finish?key=${key}`;
}

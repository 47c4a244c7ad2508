import type { Context } from 'hono';
import type { AppEnv } from '../http/appEnv';

/**
 * The PWA's reset-finish screen for a key, on APP_BASE_URL. Never on the request's own origin: anyone can
 * ask for a reset with a forged Host header, and the victim's mail would then send the key to that host.
 */
export function resetLink(c: Context<AppEnv>, key: string): string {
  return `${c.get('deps').config.appBaseUrl}/reset-password/finish?key=${key}`;
}

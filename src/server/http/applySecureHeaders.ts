import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';
import type { AppEnv } from './appEnv';
import { buildContentSecurityPolicy } from './buildContentSecurityPolicy';
import { isEmbeddablePage } from './isEmbeddablePage';

/**
 * The one exception: a video file read through its signed link. Its cache key holds a signature only the member
 * who asked for the link has, so the next user of the device cannot name it; and a media element needs a
 * cacheable answer (with no-store Chromium fetched again on every play and seek, and playback faltered).
 */
export const SIGNED_LINK_CACHE_CONTROL = 'private, max-age=3600';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * Security headers on every answer, the API's streamed and failed ones included (they are set once the
 * handler has answered, before its body streams). The app's pages get the strict policy of
 * buildContentSecurityPolicy; API answers are data, never a page, so theirs allows nothing but a video file
 * opened on its own. API answers are also never stored by the browser: they hold one organisation's data, and
 * a shared device's HTTP cache would hand them to the next user who signs in.
 */
export function applySecureHeaders(
  config: Pick<Config, 'appBaseUrl' | 'blogArticleUrls' | 's3' | 'externalApiBase'>,
): MiddlewareHandler<AppEnv> {
  const appPolicy = buildContentSecurityPolicy(config);
  const common: Partial<SecureHeadersOptions> = {
    // Browsers pin HTTPS only when the app is served over it; on plain http the header would be ignored anyway.
    strictTransportSecurity: config.appBaseUrl.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    // Only features Chromium knows: an unknown one is a console warning on every page.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      displayCapture: [],
      // The video player's own full-screen button.
      fullscreen: ['self'],
      pictureInPicture: ['self'],
    },
  };
  const forApi = secureHeaders({
    ...common,
    contentSecurityPolicy: { defaultSrc: ["'none'"], mediaSrc: ["'self'"], frameAncestors: ["'none'"] },
  });
  const forApp = secureHeaders({ ...common, contentSecurityPolicy: appPolicy });
  const forEmbeddedApp = secureHeaders({
    ...common,
    xFrameOptions: false,
    contentSecurityPolicy: { ...appPolicy, frameAncestors: ['*'] },
  });
  return async (c, next) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      await forApi(c, next);
      // On the answer's own headers, as secureHeaders sets its (requestContext.ts says why).
      if (c.res.headers.get('Cache-Control') !== SIGNED_LINK_CACHE_CONTROL)
        c.res.headers.set('Cache-Control', 'no-store');
      return;
    }
    const query = new URL(c.req.url).searchParams;
    return isEmbeddablePage(c.req.path, query) ? forEmbeddedApp(c, next) : forApp(c, next);
  };
}

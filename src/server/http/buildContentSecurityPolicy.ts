import type { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

type ContentSecurityPolicyOptions = NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']
>;

/**
 * Where the app's own blog articles live (src/app/public/blogArticles.ts); a test keeps the two in step.
 * BLOG_ARTICLE_URLS adds the installation's hosts.
 */
export const APP_BLOG_ORIGIN = 'https://blog.poolside-polo.com';

/**
 * The app's Content-Security-Policy: its code only from this server, nothing inline, and other sites reached
 * only where the product needs them. Computed once from the configuration at start.
 */
export function buildContentSecurityPolicy(
  config: Pick<Config, 'blogArticleUrls' | 's3' | 'externalApiBase'>,
): ContentSecurityPolicyOptions {
  const blogOrigins = originsOf([APP_BLOG_ORIGIN, ...Object.values(config.blogArticleUrls)]);
  const dataOrigins = originsOf([config.s3?.endpoint, s3BucketOrigin(config.s3), config.externalApiBase]);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // React sets style props through the CSSOM, which a policy does not govern; the build has no inline <style>.
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    // A match video may be any address a manager typed (videoUrl); media cannot run code, so any http(s) host
    // may play. blob: is a file picked on this device.
    mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
    // The blog hosts: an article's page is probed (no-cors) before it is embedded.
    connectSrc: ["'self'", ...dataOrigins, ...blogOrigins],
    frameSrc: blogOrigins,
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** A bucket on a virtual-hosted store is reached at `bucket.endpoint`. */
function s3BucketOrigin(s3: Config['s3']): string | undefined {
  if (!s3 || s3.forcePathStyle) return undefined;
  const endpoint = new URL(s3.endpoint);
  return `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
}

/** Distinct http(s) origins of the given addresses; anything else is left out. */
function originsOf(addresses: readonly (string | undefined)[]): string[] {
  const origins = addresses
    .filter((address): address is string => typeof address === 'string' && URL.canParse(address))
    .map((address) => new URL(address))
    .filter((url) => url.protocol === 'https:' || url.protocol === 'http:')
    .map((url) => url.origin);
  return [...new Set(origins)];
}

import { resolve } from 'node:path';
import { decodeJwtSecret } from './auth/loadJwtSecret';
import { toProxyList } from './auth/trustedProxies';

/** Everything the server reads from the environment, in one place (see README / docs/design.md §5). */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; absent means the embedded PGlite database in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  /** As given; `base64:` marks the data dir's file format (auth/loadJwtSecret.ts). */
  jwtSecret: string | undefined;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY): addresses, CIDR ranges or `loopback`. Empty: the
   * client address is the socket's peer.
   */
  trustProxy: readonly string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Blog article pages by the app's article slug, overriding the app's own addresses (BLOG_ARTICLE_URLS). */
  blogArticleUrls: Record<string, string>;
  /** Where users open the app: links in mails start here, never with a Host header a request could forge. */
  appBaseUrl: string;
  externalApiBase: string | undefined;
  externalApiKey: string | undefined;
  logLevel: 'silent' | 'info' | 'debug';
  /** Seed the demo (admin/admin among its users) into an empty database: by default only the embedded one. */
  seed: boolean;
  /** Embedded database only: where the server writes its daily backup, keeping the newest 14 (BACKUP_DIR). */
  backupDir: string | undefined;
  distDir: string;
  /** S3-compatible storage for uploaded match videos; absent means files under `${dataDir}/videos`. */
  s3: S3Config | undefined;
};

export type S3Config = {
  /** Origin (and optional path) of the S3 API, without a trailing slash, e.g. `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what MinIO and most self-hosted stores expect. */
  forcePathStyle: boolean;
};

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const isTest = env.NODE_ENV === 'test' || Boolean(env.VITEST);
  const port = toPort(env.PORT, 8080);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: toJwtSecret(env.JWT_SECRET),
    trustProxy: toTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Poolside <poolside@localhost>',
    appBaseUrl: env.APP_BASE_URL ? env.APP_BASE_URL.replace(/\/+$/, '') : `http://localhost:${port}`,
    blogArticleUrls: toBlogArticleUrls(env.BLOG_ARTICLE_URLS),
    externalApiBase: env.EXTERNAL_API_BASE || undefined,
    externalApiKey: env.EXTERNAL_API_KEY || undefined,
    logLevel: toLogLevel(env.LOG_LEVEL, isTest ? 'silent' : 'info'),
    seed: toSeed(env.SEED, !env.DATABASE_URL),
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : undefined,
    distDir: resolve(env.DIST_DIR || './dist'),
    s3: toS3Config(env),
  };
}

/**
 * S3_BUCKET switches video uploads to S3; a half-written S3 configuration stops the server at start rather
 * than letting uploads fail (or land on local disk) later.
 */
function toS3Config(env: Env): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  const required = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  if (!bucket) {
    const given = required.filter((name) => env[name]);
    if (given.length > 0) throw new Error(`S3 video storage: ${given.join(', ')} set but S3_BUCKET is missing`);
    return undefined;
  }
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`S3 video storage: S3_BUCKET is set but ${missing.join(', ')} missing`);
  const endpoint = toEndpoint(env.S3_ENDPOINT!);
  return {
    endpoint: endpoint.href.replace(/\/+$/, ''),
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: toForcePathStyle(env.S3_FORCE_PATH_STYLE, !isAmazonS3(endpoint)),
  };
}

function toEndpoint(value: string): URL {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`S3 video storage: S3_ENDPOINT '${value}' is not an http(s) URL such as http://127.0.0.1:9000`);
  }
  return url;
}

/** AWS itself prefers virtual-hosted buckets (`bucket.s3.region.amazonaws.com`); other stores, paths. */
function isAmazonS3(endpoint: URL): boolean {
  return endpoint.hostname === 'amazonaws.com' || endpoint.hostname.endsWith('.amazonaws.com');
}

function toForcePathStyle(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`S3 video storage: S3_FORCE_PATH_STYLE must be true or false, not '${value}'`);
}

/**
 * BLOG_ARTICLE_URLS: `slug=url` pairs separated by spaces or commas, e.g.
 * `introduction=https://blog.example.org/hu/intro introduction-en=https://blog.example.org/en/intro`.
 * A pair that is not a slug and an http(s) address stops the server at start, naming it.
 */
export function toBlogArticleUrls(value: string | undefined): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const pair of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const at = pair.indexOf('=');
    const slug = pair.slice(0, at);
    const url = at > 0 && URL.canParse(pair.slice(at + 1)) ? new URL(pair.slice(at + 1)) : null;
    if (!/^[a-z0-9-]{1,64}$/.test(slug) || !url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(`BLOG_ARTICLE_URLS: '${pair}' is not slug=https://address`);
    }
    urls[slug] = url.href;
  }
  return urls;
}

/** A `base64:` JWT_SECRET that does not decode stops the server at start, not at its first sign-in. */
function toJwtSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  decodeJwtSecret(value);
  return value;
}

/** TRUST_PROXY: entries separated by commas or spaces, e.g. `loopback, 10.0.0.0/8`; a bad one stops the start. */
function toTrustProxy(value: string | undefined): readonly string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  toProxyList(entries);
  return entries;
}

/** PORT=0 asks the OS for a free port (tests, several replicas on one host). */
function toPort(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(port) && port >= 0 && port < 65536 ? port : fallback;
}

/** SEED=true or SEED=false decide; otherwise a PostgreSQL server is never given the demo's known passwords. */
function toSeed(value: string | undefined, isEmbedded: boolean): boolean {
  return value === 'true' || (value !== 'false' && isEmbedded);
}

function toLogLevel(value: string | undefined, fallback: Config['logLevel']): Config['logLevel'] {
  return value === 'silent' || value === 'info' || value === 'debug' ? value : fallback;
}

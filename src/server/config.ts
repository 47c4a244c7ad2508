import { resolve } from 'node:path';

/** Everything the server reads from the environment, in one place (see README / DESIGN.md §5). */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; absent means the embedded PGlite database in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appBaseUrl: string | undefined;
  externalApiBase: string | undefined;
  externalApiKey: string | undefined;
  logLevel: 'silent' | 'info' | 'debug';
  seed: boolean;
  distDir: string;
};

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const isTest = env.NODE_ENV === 'test' || Boolean(env.VITEST);
  return {
    port: toPort(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Poolside <poolside@localhost>',
    appBaseUrl: env.APP_BASE_URL ? env.APP_BASE_URL.replace(/\/+$/, '') : undefined,
    externalApiBase: env.EXTERNAL_API_BASE || undefined,
    externalApiKey: env.EXTERNAL_API_KEY || undefined,
    logLevel: toLogLevel(env.LOG_LEVEL, isTest ? 'silent' : 'info'),
    seed: env.SEED !== 'false',
    distDir: resolve(env.DIST_DIR || './dist'),
  };
}

/** PORT=0 asks the OS for a free port (tests, several replicas on one host). */
function toPort(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(port) && port >= 0 && port < 65536 ? port : fallback;
}

function toLogLevel(value: string | undefined, fallback: Config['logLevel']): Config['logLevel'] {
  return value === 'silent' || value === 'info' || value === 'debug' ? value : fallback;
}

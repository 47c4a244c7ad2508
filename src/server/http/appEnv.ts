import type { Config } from '../config';
import type { Database } from '../db/database';
import type { AuthLimits } from '../auth/authLimits';
import type { VerifiedTokens } from '../auth/verifiedTokens';
import type { Principal } from '../auth/principal';
import type { PrincipalCache } from '../auth/principalCache';
import type { LiveHub } from '../live/createLiveHub';
import type { Mailer } from '../mail/mailer';
import type { BackgroundTasks } from './createBackgroundTasks';
import type { Logger } from './logger';

export type { Principal };

export type AppDeps = {
  db: Database;
  config: Config;
  jwtSecret: Uint8Array;
  clock: () => Date;
  mailer: Mailer;
  log: Logger;
  /** Login and reset limits, counted in the database (auth/countAttempts.ts). */
  authLimits: AuthLimits;
  background: BackgroundTasks;
  /** Who each token is; cleared by every change to an account's roles, activation, password or organisation. */
  principals: PrincipalCache;
  /** Verifies a token's signature and expiry, remembering the valid ones until they expire. */
  verifiedTokens: VerifiedTokens;
  /** The live match centre's fan-out of snapshots to viewers (live/createLiveHub.ts). */
  live: LiveHub;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    principal: Principal | null;
    requestId: string;
  };
};

import { join } from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../http/logger';
import { localVideoStore } from './localVideoStore';
import { s3VideoStore } from './s3/s3VideoStore';
import type { VideoStore } from './videoStore';

/** The bucket when S3 is configured (S3_BUCKET…), else the data dir; both keep the same keys. */
export function createVideoStore(config: Pick<Config, 'dataDir' | 's3'>, log: Logger): VideoStore {
  if (!config.s3) return localVideoStore(config.dataDir);
  return s3VideoStore(config.s3, { spoolDir: join(config.dataDir, 'tmp'), log });
}

import { join } from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../http/logger';
import { localVideoStore } from './localVideoStore';
import { s3VideoStore } from './s3/s3VideoStore';
import type { VideoStore } from './videoStore';

/** Where uploads are spooled whole before they go to S3. */
export const uploadSpoolDir = (dataDir: string) => join(dataDir, 'tmp');

/** The bucket when S3 is configured (S3_BUCKET…), else the data dir; both keep the same keys. */
export function createVideoStore(config: Pick<Config, 'dataDir' | 's3'>, log: Logger): VideoStore {
  if (!config.s3) return localVideoStore(config.dataDir);
  return s3VideoStore(config.s3, { spoolDir: uploadSpoolDir(config.dataDir), log });
}

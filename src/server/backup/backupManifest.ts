import * as v from 'valibot';

/** Bumped when a backup's layout changes; restore refuses formats it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

const uploadedVideoSchema = v.object({
  id: v.number(),
  organizationId: v.number(),
  matchId: v.number(),
  quarter: v.nullable(v.number()),
  key: v.string(),
  /** Size of the file under DATA_DIR when the backup was taken; null when it is not there (S3, or missing). */
  bytes: v.nullable(v.number()),
});

const backupManifestSchema = v.object({
  format: v.literal('poolside-backup'),
  version: v.literal(BACKUP_FORMAT_VERSION),
  createdAt: v.string(),
  postgresVersion: v.string(),
  /** Row count of every table at the moment of the snapshot; restore checks the restored database against it. */
  tables: v.record(v.string(), v.number()),
  /** The uploaded videos' index: the files themselves are not in the backup. */
  videos: v.array(uploadedVideoSchema),
});

export type BackupManifest = v.InferOutput<typeof backupManifestSchema>;
export type UploadedVideo = v.InferOutput<typeof uploadedVideoSchema>;

/** The manifest inside a backup file, or an error saying what is wrong with it. */
export function parseBackupManifest(value: unknown): BackupManifest {
  const result = v.safeParse(backupManifestSchema, value);
  if (!result.success)
    throw new Error(`manifest.json is not a Poolside backup manifest version ${BACKUP_FORMAT_VERSION}`);
  return result.output;
}

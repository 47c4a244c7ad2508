/**
 * `npm run restore FILE`: restores a backup written by `npm run backup` into DATA_DIR, which must not hold a
 * database yet; `npm start` then serves it. Uploaded video files are not in a backup: copy DATA_DIR/videos across.
 */
import { resolve } from 'node:path';
import { BackupFileError } from '../backup/readBackupFile';
import { RestoreRefusedError, restoreBackup } from '../backup/restoreBackup';
import { loadConfig } from '../config';
import { DataDirInUseError } from '../db/dataDirLock';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE   (restores into DATA_DIR, default ./data, which must hold no database)');
  process.exit(2);
}
const { dataDir } = loadConfig();
try {
  const started = performance.now();
  const manifest = await restoreBackup(resolve(file), dataDir);
  const events = manifest.tables['public.event'] ?? 0;
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${dataDir}/db in ${Math.round(performance.now() - started)} ms ` +
      `(${events} events, ${manifest.videos.length} uploaded videos indexed).`,
  );
  const onDisk = manifest.videos.filter((video) => video.bytes !== null);
  if (onDisk.length > 0)
    console.log(`Copy the ${onDisk.length} uploaded video files (videos/…) into ${dataDir} beside it.`);
} catch (error) {
  const isExpected =
    error instanceof BackupFileError || error instanceof RestoreRefusedError || error instanceof DataDirInUseError;
  console.error(`Restore refused: ${isExpected ? error.message : String(error)}`);
  process.exit(1);
}

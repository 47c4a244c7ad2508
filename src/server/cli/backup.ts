/**
 * `npm run backup [-- DIR_OR_FILE]`: writes a timestamped backup of DATA_DIR's embedded database (and the uploaded
 * videos' index) into BACKUP_DIR, else ./backups, or to the directory or .tar.gz file given. A running server is
 * asked to write it, so the backup is consistent while the server serves.
 */
import { resolve, join } from 'node:path';
import { backupDataDir } from '../backup/backupDataDir';
import { backupFileName } from '../backup/backupFileName';
import { loadConfig } from '../config';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: back up a PostgreSQL database with pg_dump, e.g. pg_dump -Fc -f poolside.dump "$DATABASE_URL"',
  );
  process.exit(1);
}
const given = process.argv[2];
const target = resolve(given ?? process.env.BACKUP_DIR ?? 'backups');
const path = target.endsWith('.tar.gz') ? target : join(target, backupFileName(new Date()));
try {
  const backup = await backupDataDir(config.dataDir, path);
  const how = backup.byServer ? 'written by the running server' : 'the server was not running';
  console.log(`Backup written to ${backup.path} (${(backup.bytes / 1e6).toFixed(1)} MB in ${backup.ms} ms; ${how})`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/**
 * `npm run export-sql [-- OUT.sql] [--from BACKUP.tar.gz]`: writes a plain SQL dump of the embedded database (a
 * running server is asked for a consistent copy first) or of a backup file, for `psql` to load into PostgreSQL.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupDataDir } from '../backup/backupDataDir';
import { backupFileName } from '../backup/backupFileName';
import { exportSql } from '../backup/exportSql';
import { readBackupFile } from '../backup/readBackupFile';
import { loadConfig } from '../config';

const { values, positionals } = parseArgs({ options: { from: { type: 'string' } }, allowPositionals: true });
const out = resolve(
  positionals[0] ??
    backupFileName(new Date())
      .replace(/\.tar\.gz$/, '.sql')
      .replace('backup', 'export'),
);
const { dataDir } = loadConfig();
const started = performance.now();
const scratch = await mkdtemp(join(tmpdir(), 'poolside-export-'));
try {
  const backupPath = values.from ? resolve(values.from) : join(scratch, 'snapshot.tar.gz');
  if (!values.from) await backupDataDir(dataDir, backupPath);
  const { pgdata } = await readBackupFile(backupPath);
  const sql = await exportSql(pgdata);
  await writeFile(out, sql);
  console.log(
    `SQL dump written to ${out} (${(Buffer.byteLength(sql) / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms). ` +
      `Load it into an empty database: psql -v ON_ERROR_STOP=1 --single-transaction -q -d "$DATABASE_URL" -f ${out}`,
  );
} catch (error) {
  console.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await rm(scratch, { recursive: true, force: true });
}

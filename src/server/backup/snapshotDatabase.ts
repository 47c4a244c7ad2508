import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { BackupManifest, UploadedVideo } from './backupManifest';

export type DatabaseSnapshot = Omit<BackupManifest, 'format' | 'version' | 'createdAt'> & { pgdata: Blob };

/**
 * A consistent copy of a PGlite database while it serves: PGlite runs one statement at a time, and inside
 * a transaction it holds its transaction lock, so no other transaction is half done while its data directory
 * is copied, and the row counts are those of the copy. The CHECKPOINT first writes every change into the data
 * files, so a restore has no WAL to replay.
 */
export async function snapshotDatabase(client: PGlite, dataDir: string): Promise<DatabaseSnapshot> {
  await client.exec('CHECKPOINT');
  const { tables, rows, postgresVersion, pgdata } = await client.transaction(async (tx) => ({
    postgresVersion: (await tx.query<{ version: string }>('select version()')).rows[0]!.version,
    tables: await countRows(tx),
    rows: await readUploadedVideos(tx),
    pgdata: await client.dumpDataDir('none'),
  }));
  return { postgresVersion, tables, videos: await withFileSizes(rows, dataDir), pgdata };
}

async function countRows(tx: Transaction): Promise<Record<string, number>> {
  const names = await tx.query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of names.rows) {
    counts[name] = Number((await tx.query<{ n: string }>(`select count(*)::text as n from ${name}`)).rows[0]!.n);
  }
  return counts;
}

async function readUploadedVideos(tx: Transaction): Promise<Omit<UploadedVideo, 'bytes'>[]> {
  const exists = await tx.query<{ table: string | null }>(`select to_regclass('public.match_video')::text as table`);
  if (!exists.rows[0]?.table) return [];
  const result = await tx.query<Omit<UploadedVideo, 'bytes'>>(
    `select id::float8 as id, organization_id::float8 as "organizationId", match_id::float8 as "matchId", quarter,
       object_url_s3 as key
     from match_video where object_url_s3 is not null order by id`,
  );
  return result.rows;
}

async function withFileSizes(rows: Omit<UploadedVideo, 'bytes'>[], dataDir: string): Promise<UploadedVideo[]> {
  const root = resolve(dataDir);
  return Promise.all(
    rows.map(async (row) => {
      const path = resolve(root, row.key);
      const bytes = path.startsWith(root + sep)
        ? await stat(path).then(
            (s) => s.size,
            () => null,
          )
        : null;
      return { ...row, bytes };
    }),
  );
}

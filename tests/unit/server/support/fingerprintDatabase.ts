import type { PGlite } from '@electric-sql/pglite';

/** Tables whose whole content is compared, each in a stable order. */
const CHECKSUMMED = { event: 'uuid', possession: 'uuid', match_player: 'id', app_user: 'id', match: 'id' };

/**
 * What "the same rows" means for backup tests: every table's row count, and an md5 over the full rows of the
 * tables that matter most (events ordered by uuid, …), so a changed value anywhere shows.
 */
export async function fingerprintDatabase(client: PGlite): Promise<Record<string, string | number>> {
  const tables = await client.query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const fingerprint: Record<string, string | number> = {};
  for (const { name } of tables.rows) {
    fingerprint[name] = Number(
      (await client.query<{ n: string }>(`select count(*)::text as n from ${name}`)).rows[0]!.n,
    );
  }
  for (const [table, order] of Object.entries(CHECKSUMMED)) {
    const sql = `select md5(coalesce(string_agg(t::text, '|' order by t.${order}), '')) as sum from public.${table} t`;
    fingerprint[`md5 ${table}`] = (await client.query<{ sum: string }>(sql)).rows[0]!.sum;
  }
  return fingerprint;
}

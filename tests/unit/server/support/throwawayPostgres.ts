import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Postgres = { adminUrl: string; psql: string | null; stop: () => void };

/** The newest PostgreSQL server binaries installed the Debian way, or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/**
 * A PostgreSQL server for a test: DATABASE_URL's when set (CI's PostgreSQL phase), else a throwaway cluster
 * from the installed binaries on a free port, removed again by `stop`. initdb refuses root, so as root the
 * cluster belongs to the `postgres` user.
 */
export async function startThrowawayPostgres(): Promise<Postgres> {
  const bin = findPostgresBin();
  const psql = bin ? join(bin, 'psql') : null;
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, psql, stop: () => {} };
  if (!bin) throw new Error('no PostgreSQL binaries and no DATABASE_URL');
  const dir = mkdtempSync(join(tmpdir(), 'poolside-pg-'));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const run = (tool: string, args: string[]) =>
    asPostgres
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const port = await findFreePort();
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'app', '--auth=trust']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  return {
    adminUrl: `postgres://app@127.0.0.1:${port}/postgres`,
    psql,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function processIds(): string[] {
  try {
    return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
}

/** A PostgreSQL backend's database, from its title ("postgres: user database host(port) activity"). */
const BACKEND_TITLE = /^postgres: \S+ (\S+) (?:\S+\(\d+\)|\[local\])/;

/**
 * CPU time (ms) used so far by every process of this name (e.g. the PostgreSQL server's); 0 without /proc.
 * With `database`, a PostgreSQL server's backends serving other databases are left out (other work on the
 * same server), its shared processes (WAL writer, checkpointer…) kept unless `isConnectionsOnly`.
 */
export function cpuMsOfProcessesNamed(name: string, database?: string, isConnectionsOnly = false): number {
  let ticks = 0;
  const pids = processIds();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const commEnd = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, commEnd) !== name) continue;
      if (database !== undefined) {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        const served = BACKEND_TITLE.exec(title)?.[1];
        if (served === undefined ? isConnectionsOnly : served !== database) continue;
      }
      // Fields after "(comm)": state is the 3rd of the line; utime and stime the 14th and 15th.
      const fields = stat.slice(commEnd + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU time (ms) this process has used so far. */
export const cpuMsOfThisProcess = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Where one operation's CPU goes on this machine: the server process, the database server (PostgreSQL's own
 * processes; PGlite runs inside the server), the clients. With `cores` cores, their sum caps the rate. Given the
 * bench's `databaseName`, PostgreSQL's backends serving other databases (other work on a shared server) are not counted.
 */
export async function measureCpuShares<T>(
  count: number,
  cores: number,
  serverCpuMs: () => Promise<number>,
  work: () => Promise<T>,
  databaseName?: string,
): Promise<{ result: T; line: string }> {
  const databaseCpuMs = () => cpuMsOfProcessesNamed('postgres', databaseName);
  const backendsCpuMs = () => (databaseName ? cpuMsOfProcessesNamed('postgres', databaseName, true) : 0);
  const before = {
    server: await serverCpuMs(),
    database: databaseCpuMs(),
    backends: backendsCpuMs(),
    clients: cpuMsOfThisProcess(),
  };
  const result = await work();
  const per = (ms: number) => ms / count;
  const server = per((await serverCpuMs()) - before.server);
  const database = per(databaseCpuMs() - before.database);
  const backends = per(backendsCpuMs() - before.backends);
  const clients = per(cpuMsOfThisProcess() - before.clients);
  const total = server + database + clients;
  const line =
    `CPU per operation: server ${server.toFixed(2)} ms, database ${database.toFixed(2)} ms` +
    (databaseName
      ? ` (its connections ${backends.toFixed(2)} ms, shared processes ${(database - backends).toFixed(2)} ms), `
      : ', ') +
    `clients ${clients.toFixed(2)} ms; all three on ${cores} cores allow at most ${((cores * 1000) / total).toFixed(0)}/s`;
  return { result, line };
}

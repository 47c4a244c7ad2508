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

/** CPU time (ms) used so far by every process of this name (e.g. the PostgreSQL server's); 0 without /proc. */
export function cpuMsOfProcessesNamed(name: string): number {
  let ticks = 0;
  const pids = processIds();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const commEnd = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, commEnd) !== name) continue;
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
 * processes; PGlite runs inside the server), the clients. With `cores` cores, their sum caps the rate.
 */
export async function measureCpuShares<T>(
  count: number,
  cores: number,
  serverCpuMs: () => Promise<number>,
  work: () => Promise<T>,
): Promise<{ result: T; line: string }> {
  const before = {
    server: await serverCpuMs(),
    database: cpuMsOfProcessesNamed('postgres'),
    clients: cpuMsOfThisProcess(),
  };
  const result = await work();
  const per = (ms: number) => ms / count;
  const server = per((await serverCpuMs()) - before.server);
  const database = per(cpuMsOfProcessesNamed('postgres') - before.database);
  const clients = per(cpuMsOfThisProcess() - before.clients);
  const total = server + database + clients;
  const line =
    `CPU per operation: server ${server.toFixed(2)} ms, database ${database.toFixed(2)} ms, ` +
    `clients ${clients.toFixed(2)} ms; all three on ${cores} cores allow at most ${((cores * 1000) / total).toFixed(0)}/s`;
  return { result, line };
}

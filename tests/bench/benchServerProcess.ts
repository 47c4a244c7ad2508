/**
 * The bench server (withBenchServer) in a process of its own, as a server runs in production: the clients a
 * bench drives from this process (their HTTP, their JSON) do not share the server's event loop. The child
 * counts every query node-postgres sends, and tells on request.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withBenchServer, type BenchTarget } from './benchServer';
import { cpuMsOfThisProcess } from './cpuShares';

type FromServer = { ready: BenchTarget } | { queries: number } | { cpuMs: number };
/** The target, the queries its server has sent so far, and the CPU time (ms) its process has used so far. */
export type BenchServerProcess = BenchTarget & { queries: () => Promise<number>; cpuMs: () => Promise<number> };

const IS_CHILD = process.env.BENCH_SERVER_PROCESS === '1';

async function serve(): Promise<void> {
  let queries = 0;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    queries++;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  await withBenchServer(process.env.BENCH_DATABASE_URL || undefined, async (target) => {
    process.send!({ ready: target } satisfies FromServer);
    await new Promise<void>((resolve) =>
      process.on('message', (message) => {
        if (message === 'queries') process.send!({ queries } satisfies FromServer);
        if (message === 'cpu') process.send!({ cpuMs: cpuMsOfThisProcess() } satisfies FromServer);
        if (message === 'stop') resolve();
      }),
    );
  });
  process.exit(0);
}

export async function withBenchServerProcess(
  databaseUrl: string | undefined,
  run: (target: BenchServerProcess) => Promise<void>,
): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_SERVER_PROCESS: '1', BENCH_DATABASE_URL: databaseUrl ?? '' },
    execArgv: ['--import', 'tsx'],
  });
  const next = () =>
    new Promise<FromServer>((resolve, reject) => {
      child.once('message', (message) => resolve(message as FromServer));
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
  try {
    const { ready } = (await next()) as { ready: BenchTarget };
    const ask = async (question: 'queries' | 'cpu') => {
      const answer = next();
      child.send(question);
      return (await answer) as { queries?: number; cpuMs?: number };
    };
    await run({
      ...ready,
      queries: async () => (await ask('queries')).queries!,
      cpuMs: async () => (await ask('cpu')).cpuMs!,
    });
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send('stop');
    await exited;
  }
}

if (IS_CHILD) await serve();

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type SpawnedServer = {
  pid: number;
  /** Resolves with the server's address once it says it is running; rejects if it exits first. */
  url: Promise<string>;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output: () => string;
  kill: (signal: NodeJS.Signals) => void;
};

/** A built app newer than every source, so `npm start` serves it instead of running vite build. */
export function createFreshDist(): string {
  const distDir = mkdtempSync(join(tmpdir(), 'poolside-dist-'));
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Poolside</title>');
  const future = new Date(Date.now() + 24 * 3600_000);
  utimesSync(join(distDir, 'index.html'), future, future);
  return distDir;
}

/** `npm start` (src/server/cli/start.ts) as its own process, on a loopback port the OS picks. */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      VITEST: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const found = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before running: ${output}`)));
  });
  url.catch(() => undefined);
  return { pid: child.pid!, url, exited, output: () => output, kill: (signal) => child.kill(signal) };
}

/**
 * The e2e web server: the real `src/server/cli/start.ts` (which rebuilds dist/ when the PWA's sources
 * changed) on a fresh temporary data dir, so the demo seed runs and no developer data is touched.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from './env';

const root = new URL('../../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'poolside-e2e-'));
const server = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['src/server/cli/start.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
});

server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));

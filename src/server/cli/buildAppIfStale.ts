import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../http/logger';

const SOURCES = ['src/app', 'src/data', 'src/domain', 'sw', 'index.html', 'public', 'vite.config.ts'];

/** Runs `vite build` when dist/index.html is missing or older than any source of the PWA. */
export function buildAppIfStale(distDir: string, log: Logger, root = process.cwd()): void {
  const index = join(distDir, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : -1;
  const newestSource = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (builtAt >= newestSource) return;
  log.info({
    msg: builtAt < 0 ? 'building the web app (dist/ is missing)' : 'rebuilding the web app (sources changed)',
  });
  const result = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  // The API is still worth serving when the app does not build; the app paths then answer 503.
  if (result.status !== 0) log.error({ msg: `vite build failed (exit code ${result.status}); serving the API only` });
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

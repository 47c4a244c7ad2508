/**
 * `npm run dev`: the API server (tsx watch, port API_PORT or 8080) and the Vite dev server (proxying /api)
 * as two children; when one exits or a signal arrives, both stop. Each child runs in its own process group
 * and the whole group is signalled, so the processes npx starts underneath stop too.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';
const start = (args: string[], env: NodeJS.ProcessEnv) =>
  spawn('npx', args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
const children: ChildProcess[] = [
  start(['tsx', 'watch', '--clear-screen=false', 'src/server/cli/serveApi.ts'], { PORT: apiPort }),
  start(['vite'], { API_PORT: apiPort }),
];

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

let isStopping = false;
function stopAll(code: number) {
  if (isStopping) return;
  isStopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(code);
  }, 5000).unref();
  Promise.all(
    children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  ).then(() => process.exit(code));
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

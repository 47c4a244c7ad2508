/**
 * Run before the unit tests (`npm run test:unit`): the scoresheet tests read their PDFs back as text with
 * poppler's `pdftotext`, the way a reader copies it out. Where it is missing, it is installed from Debian's
 * `poppler-utils` when that is possible (root with apt-get), as the browser tests install their Chromium;
 * otherwise this stops naming the one command to run.
 */
import { spawnSync } from 'node:child_process';

const hasCommand = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ===
  0;

if (!hasCommand('pdftotext')) {
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    console.log("No pdftotext for the scoresheet tests: installing Debian's poppler-utils.");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'poppler-utils']);
  }
  if (!hasCommand('pdftotext')) {
    console.error(
      'The scoresheet tests need pdftotext: install poppler-utils (e.g. `sudo apt-get install poppler-utils`).',
    );
    process.exit(1);
  }
}

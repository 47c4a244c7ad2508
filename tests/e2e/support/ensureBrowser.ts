/**
 * Run before the browser tests (`npm run test:e2e`): finds a Chromium (findBrowser), else installs one
 * (chooseBrowserInstall) and says what it did; else stops naming the command to run. playwright.config.ts
 * looks for the browser the same way, so whatever this finds or installs is the one the tests launch.
 */
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chooseBrowserInstall } from './chooseBrowserInstall';
import { findBrowser } from './findBrowser';
import { isExecutableFile } from './isExecutableFile';

const find = () =>
  findBrowser({
    chromiumPath: process.env.CHROMIUM_PATH,
    playwrightPath: chromium.executablePath(),
    isExecutable: isExecutableFile,
  });
const hasCommand = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Any HTTP answer counts: only a name that does not resolve or a host that stays silent means offline. */
async function isReachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

const before = find();
if (before.kind === 'badChromiumPath') stop(`CHROMIUM_PATH is ${before.path}, which is not an executable file.`);
if (before.kind === 'found') {
  console.log(`Browser tests use ${before.source}: ${before.path}`);
  process.exit(0);
}

const downloadHost = process.env.PLAYWRIGHT_DOWNLOAD_HOST || 'https://cdn.playwright.dev';
const { installs, otherwise } = chooseBrowserInstall({
  isDownloadHostReachable: await isReachable(downloadHost),
  isRoot: process.getuid?.() === 0,
  hasAptGet: hasCommand('apt-get'),
});
for (const install of installs) {
  console.log(`No Chromium found for the browser tests: installing ${install.what}.`);
  if (!install.commands.every(runs)) {
    console.log(`Installing ${install.what} failed.`);
    continue;
  }
  const after = find();
  if (after.kind === 'found') {
    console.log(`Installed ${install.what}; browser tests use ${after.path}`);
    process.exit(0);
  }
  console.log(`Installed ${install.what}, but no Chromium is where it should be.`);
}
stop(otherwise);

function runs([command, ...args]: string[]): boolean {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command!, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

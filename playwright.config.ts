import { chromium, defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS } from './tests/e2e/support/env';
import { findBrowser } from './tests/e2e/support/findBrowser';
import { isExecutableFile } from './tests/e2e/support/isExecutableFile';

const isCI = Boolean(process.env.CI);
// The browser tests/e2e/support/ensureBrowser.ts found or installed before the run (npm run test:e2e).
const browser = findBrowser({
  chromiumPath: process.env.CHROMIUM_PATH,
  playwrightPath: chromium.executablePath(),
  isExecutable: isExecutableFile,
});

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const SYNC_SPECS = 'sync/**/*.spec.ts';

/** One shared real server for the run; the Chromium found; at most 2 workers on this 2-core machine. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  // A hang guard, not a speed target: axe over a long event list on a busy 2-core machine takes 15–25 s, and a CI run
  // on a shared machine has taken a capture test that runs 40 s alone to twice that beside the other worker.
  timeout: 120_000,
  expect: { timeout: 7_000 },
  reporter: isCI ? [['list'], ['line']] : 'list',
  use: {
    baseURL: BASE_URL,
    // Recording a trace (DOM snapshots and a screencast of every action) costs every test about a fifth more time on two
    // cores, and a CI run keeps only what it prints: CI records none; locally a failure keeps its trace.
    trace: isCI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Only the PWA specs opt in; elsewhere a service worker would hide requests from page.route().
    serviceWorkers: 'block',
    launchOptions: { executablePath: browser.kind === 'found' ? browser.path : undefined, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: DESKTOP, testIgnore: SYNC_SPECS },
    // The sync specs each drive a device's whole outbox against the server, a browser restart or a release: beside
    // each other on two cores they starve each other's timers, so they take turns (beside the rest of the suite).
    { name: 'sync', use: DESKTOP, testMatch: SYNC_SPECS, workers: 1 },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx tests/e2e/support/startServer.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

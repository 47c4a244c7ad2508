import { describe, expect, test } from 'vitest';
import { chooseBrowserInstall } from '../../e2e/support/chooseBrowserInstall';
import { findBrowser } from '../../e2e/support/findBrowser';

const PLAYWRIGHTS = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

describe('findBrowser', () => {
  test.each([
    [
      'CHROMIUM_PATH comes first',
      '/opt/chrome/chrome',
      ['/opt/chrome/chrome', '/usr/bin/chromium', PLAYWRIGHTS],
      { kind: 'found', path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' },
    ],
    [
      'a CHROMIUM_PATH that is not there is reported, not replaced',
      '/opt/nothing',
      ['/usr/bin/chromium'],
      { kind: 'badChromiumPath', path: '/opt/nothing' },
    ],
    [
      "then Debian's chromium",
      undefined,
      ['/usr/bin/chromium', PLAYWRIGHTS],
      { kind: 'found', path: '/usr/bin/chromium', source: "Debian's chromium" },
    ],
    [
      "then Playwright's download",
      undefined,
      [PLAYWRIGHTS],
      { kind: 'found', path: PLAYWRIGHTS, source: "Playwright's Chromium" },
    ],
    ['else none', undefined, [], { kind: 'none' }],
    [
      'an empty CHROMIUM_PATH counts as unset',
      '',
      ['/usr/bin/chromium'],
      { kind: 'found', path: '/usr/bin/chromium', source: "Debian's chromium" },
    ],
  ] as const)('%s', (_name, chromiumPath, executables, expected) => {
    const isExecutable = (path: string) => (executables as readonly string[]).includes(path);
    expect(findBrowser({ chromiumPath, playwrightPath: PLAYWRIGHTS, isExecutable })).toEqual(expected);
  });
});

describe('chooseBrowserInstall', () => {
  const PLAYWRIGHT = ['npx', 'playwright', 'install', 'chromium'];
  const PLAYWRIGHT_WITH_LIBRARIES = ['npx', 'playwright', 'install', '--with-deps', 'chromium'];
  const APT = [
    ['apt-get', 'update', '-q'],
    ['apt-get', 'install', '-y', '-q', 'chromium'],
  ];
  test.each([
    [
      'reachable download, root: Playwright with its libraries, then Debian',
      true,
      true,
      true,
      [[PLAYWRIGHT_WITH_LIBRARIES], APT],
      'npx playwright install chromium',
    ],
    [
      'reachable download, not root: Playwright alone',
      true,
      false,
      true,
      [[PLAYWRIGHT]],
      'sudo apt-get install -y chromium',
    ],
    ["offline, root with apt: Debian's package", false, true, true, [APT], 'npx playwright install chromium'],
    ['offline, not root, with apt: nothing to run', false, false, true, [], 'sudo apt-get install -y chromium'],
    ['offline, without apt: nothing to run', false, false, false, [], 'npx playwright install chromium'],
    ['offline as root without apt: nothing to run', false, true, false, [], 'npx playwright install chromium'],
  ] as const)('%s', (_name, isDownloadHostReachable, isRoot, hasAptGet, commands, command) => {
    const { installs, otherwise } = chooseBrowserInstall({ isDownloadHostReachable, isRoot, hasAptGet });
    expect(installs.map((install) => install.commands)).toEqual(commands);
    expect(otherwise).toContain(`Run: ${command} `);
  });
});

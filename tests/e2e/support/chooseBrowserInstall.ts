export type BrowserInstall = { what: string; commands: string[][] };

/**
 * How to get a Chromium when none is on the machine, as installs to try in order, and the one command to
 * name when all fail or none may run: Playwright's own download where its host answers (as root with the
 * system libraries it needs), then Debian's package when we may install it. Pure: the caller finds out what
 * the machine offers.
 */
export function chooseBrowserInstall(machine: {
  isDownloadHostReachable: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}): {
  installs: BrowserInstall[];
  otherwise: string;
} {
  const { isDownloadHostReachable, isRoot, hasAptGet } = machine;
  const installs: BrowserInstall[] = [];
  if (isDownloadHostReachable) {
    const withDeps = isRoot && hasAptGet;
    installs.push({
      what: withDeps ? "Playwright's Chromium and the system libraries it needs" : "Playwright's Chromium",
      commands: [['npx', 'playwright', 'install', ...(withDeps ? ['--with-deps'] : []), 'chromium']],
    });
  }
  if (isRoot && hasAptGet) {
    installs.push({
      what: "Debian's chromium package",
      commands: [
        ['apt-get', 'update', '-q'],
        ['apt-get', 'install', '-y', '-q', 'chromium'],
      ],
    });
  }
  const command = hasAptGet && !isRoot ? 'sudo apt-get install -y chromium' : 'npx playwright install chromium';
  return {
    installs,
    otherwise: `The browser tests need Chromium and none was found. Run: ${command} (or set CHROMIUM_PATH to a Chromium).`,
  };
}

/** Debian's `chromium` package puts the browser here. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export type FoundBrowser =
  | { kind: 'found'; path: string; source: string }
  /** CHROMIUM_PATH names something that is not a browser: a mistake to report, not to work around. */
  | { kind: 'badChromiumPath'; path: string }
  | { kind: 'none' };

/**
 * The Chromium the browser tests drive, looked for in order: CHROMIUM_PATH, Debian's package, the browser
 * Playwright downloaded (`npx playwright install chromium`). Pure: the caller says which files are executable.
 */
export function findBrowser(options: {
  chromiumPath: string | undefined;
  playwrightPath: string | undefined;
  isExecutable: (path: string) => boolean;
}): FoundBrowser {
  const { chromiumPath, playwrightPath, isExecutable } = options;
  if (chromiumPath) {
    return isExecutable(chromiumPath)
      ? { kind: 'found', path: chromiumPath, source: 'CHROMIUM_PATH' }
      : { kind: 'badChromiumPath', path: chromiumPath };
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return { kind: 'found', path: DEBIAN_CHROMIUM, source: "Debian's chromium" };
  if (playwrightPath && isExecutable(playwrightPath)) {
    return { kind: 'found', path: playwrightPath, source: "Playwright's Chromium" };
  }
  return { kind: 'none' };
}

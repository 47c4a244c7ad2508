import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { storedAuthFor } from './api';
import { BASE_URL } from './env';
import type { Role } from './roles';

export const AUTH_STORAGE_KEY = 'poolside.auth';

type TestFixtures = {
  /** Who is signed in when the test starts; null = signed out. */
  role: Role | null;
  /** Fails the test on serious or critical axe violations of the current page. */
  expectAccessible: (page?: Page) => Promise<void>;
  /**
   * Content-Security-Policy violations seen in any page of any context during the test; the test fails at its
   * end unless this is empty (a test that provokes one on purpose empties it after checking).
   */
  cspViolations: string[];
};
type WorkerFixtures = { storedAuth: (role: Role) => Promise<{ token: string; account: unknown }> };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  role: [null, { option: true }],
  // One login per role and worker, shared by all its tests.
  storedAuth: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern.
    async ({}, use) => {
      const cache = new Map<Role, Promise<{ token: string; account: unknown }>>();
      await use((role) => {
        if (!cache.has(role)) cache.set(role, storedAuthFor(role));
        return cache.get(role)!;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ role, storedAuth }, use) => {
    if (!role) return use({ cookies: [], origins: [] });
    const auth = await storedAuth(role);
    await use({
      cookies: [],
      origins: [{ origin: BASE_URL, localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(auth) }] }],
    });
  },
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) => {
        // Chromium logs every refusal ("Refused to … because it violates the following Content Security Policy
        // directive"); the page's securitypolicyviolation events are logged too, in case a message changes.
        watched.on('console', (message) => {
          if (message.text().includes('Content Security Policy')) {
            violations.push(`${message.page()?.url() ?? 'a worker'}: ${message.text()}`);
          }
        });
        return watched.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) =>
            console.error(
              `Content Security Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
            ),
          );
        });
      };
      await watch(context);
      // Specs that open contexts of their own (two scorers, an app update) are watched as well.
      const watchOwnContext = (own: BrowserContext) => void watch(own);
      browser.on('context', watchOwnContext);
      await use(violations);
      browser.off('context', watchOwnContext);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      // Embedded external pages (blog articles) are not ours to audit.
      const results = await new AxeBuilder({ page: target }).options({ iframes: false }).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
        [],
      );
    });
  },
});

export { expect };

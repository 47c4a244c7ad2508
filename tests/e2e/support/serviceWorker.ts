import type { Page } from '@playwright/test';

/** Waits until the page's service worker is 'activated' (ready can resolve while still 'activating'). */
export async function waitForActivatedServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state === 'activated') return;
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
    );
  });
}

import { expect, type Page } from '@playwright/test';

/** Waits until the screen shows no loading indicator: no 'Loading…' or 'Searching…' text, nothing aria-busy. */
export async function waitUntilLoaded(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.getByText(/^(Loading|Searching)\b.*…$/)).toHaveCount(0, { timeout });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout });
}

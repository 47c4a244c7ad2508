import type { Locator, Page } from '@playwright/test';

/** The toast area (role=status). */
export function snackbar(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

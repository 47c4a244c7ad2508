import type { Page } from '@playwright/test';

/**
 * Which of `names` the page shows anywhere: its text, the options of its selects and of an open listbox.
 * Whole-word matches, so "Sharks" is not found inside "Sharkskin".
 */
export async function namesShownOn(page: Page, names: readonly string[]): Promise<string[]> {
  const texts = [
    await page.locator('body').innerText(),
    ...(await page.locator('option').allTextContents()),
    ...(await page.getByRole('option').allTextContents()),
  ].join('\n');
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...new Set(names)].filter((name) => new RegExp(`(^|\\W)${escape(name)}(\\W|$)`).test(texts));
}

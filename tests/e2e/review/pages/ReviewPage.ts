import { expect, type Locator, type Page } from '@playwright/test';

/** The review of a match's two logs ({matchId}/review). */
export class ReviewPage {
  readonly count: Locator;
  readonly agreement: Locator;
  readonly differences: Locator;
  readonly pairedLogs: Locator;

  constructor(readonly page: Page) {
    this.count = page.getByTestId('difference-count');
    this.agreement = page.getByText('The two logs agree.');
    this.differences = page.locator('li[data-kind]');
    this.pairedLogs = page.getByTestId('paired-logs');
  }

  async open(matchId: number): Promise<void> {
    await this.page.goto(`/${matchId}/review`);
  }

  /** The card of a difference, by its headline. */
  difference(headline: string): Locator {
    return this.differences.filter({ has: this.page.getByRole('heading', { name: headline, exact: true }) });
  }

  /**
   * Resolves a difference and waits until the device says it is stored (the list follows at once, before the write
   * is on disk): a page left earlier would lose it, as it would a capture left before its "Saved".
   */
  async resolve(headline: string, action: string): Promise<void> {
    await this.difference(headline).getByRole('button', { name: action, exact: true }).click();
    const stored = this.page.getByRole('status').filter({ hasText: 'Resolved: both logs are updated.' }).locator('div');
    await expect(stored).toBeVisible();
    await stored.getByRole('button', { name: 'Dismiss' }).click();
    await expect(stored).toHaveCount(0);
  }
}

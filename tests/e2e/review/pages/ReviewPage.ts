import type { Locator, Page } from '@playwright/test';

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

  async resolve(headline: string, action: string): Promise<void> {
    await this.difference(headline).getByRole('button', { name: action, exact: true }).click();
  }
}

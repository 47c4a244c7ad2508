import type { Locator, Page } from '@playwright/test';

/** The public live match page as a spectator sees it. */
export class LivePage {
  readonly heading: Locator;
  readonly navigation: Locator;
  readonly shareButton: Locator;
  readonly plays: Locator;
  readonly boxScore: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.navigation = page.getByRole('navigation', { name: 'Main' });
    this.shareButton = page.getByRole('button', { name: 'Share', exact: true });
    this.plays = page.getByTestId('live-plays');
    this.boxScore = page.getByTestId('live-box-score');
    this.unavailable = page.getByRole('heading', { level: 1, name: 'This live match is not available' });
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  /** A team's row of the scoreboard: its name and its goals. */
  score(side: 'team1' | 'team2'): Locator {
    return this.page.getByTestId(`live-score-${side}`);
  }
}

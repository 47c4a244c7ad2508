import type { Locator, Page } from '@playwright/test';

/** The signed-in home ('/'): feature cards and the ongoing matches. */
export class HomePage {
  readonly heading: Locator;
  readonly cards: Locator;
  readonly ongoingMatches: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Features' });
    this.cards = page.getByRole('list', { name: 'Features' });
    this.ongoingMatches = page.getByRole('heading', { name: 'Ongoing matches' });
  }

  card(title: 'Start new match' | 'Statistics' | 'Video analyzer' | 'Admin'): Locator {
    return this.cards.getByRole('heading', { name: title, exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto('/');
  }
}

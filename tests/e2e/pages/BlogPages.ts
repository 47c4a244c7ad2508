import type { Locator, Page } from '@playwright/test';

export class BlogPage {
  readonly heading: Locator;
  readonly articleLinks: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Blog' });
    this.articleLinks = page.getByRole('main').getByRole('listitem').getByRole('link');
  }

  async open(): Promise<void> {
    await this.page.goto('/blog');
  }
}

export class BlogArticlePage {
  readonly frame: Locator;
  readonly fallback: Locator;
  readonly fallbackLink: Locator;

  constructor(readonly page: Page) {
    this.frame = page.locator('main iframe');
    this.fallback = page.getByRole('alert').filter({ hasText: 'cannot be shown' });
    this.fallbackLink = page.getByRole('link', { name: 'Open the article on its own page' });
  }
}

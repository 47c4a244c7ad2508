import type { Locator, Page } from '@playwright/test';

export class LandingPage {
  readonly welcome: Locator;
  readonly getStartedButton: Locator;
  readonly logInButton: Locator;
  readonly featureCards: Locator;

  constructor(readonly page: Page) {
    this.welcome = page.getByRole('heading', { level: 1, name: 'Welcome to Poolside' });
    this.getStartedButton = page.getByRole('button', { name: 'Get started' });
    this.logInButton = page.getByRole('button', { name: 'Log in' });
    this.featureCards = page.getByRole('list', { name: 'Features' }).getByRole('listitem');
  }

  async open(): Promise<void> {
    await this.page.goto('/home');
  }
}

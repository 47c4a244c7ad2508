import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly loginButton: Locator;
  readonly error: Locator;
  readonly forgotPasswordLink: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.rememberMe = page.getByLabel('Remember me');
    this.loginButton = page.getByRole('button', { name: 'Login' });
    this.error = page.getByText('Invalid username or password');
    this.forgotPasswordLink = page.getByRole('link', { name: 'Did you forget your password?' });
  }

  async open(): Promise<void> {
    await this.page.goto('/login');
  }

  async fill(username: string, password: string, rememberMe = false): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    if (rememberMe) await this.rememberMe.check();
  }

  async loginAs(username: string, password: string, rememberMe = false): Promise<void> {
    await this.fill(username, password, rememberMe);
    await this.loginButton.click();
  }
}

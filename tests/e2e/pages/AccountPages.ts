import type { Locator, Page } from '@playwright/test';

export class AccountPage {
  readonly heading: Locator;
  readonly settingsButton: Locator;
  readonly passwordButton: Locator;
  readonly clearCacheButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Account' });
    this.settingsButton = page.getByRole('button', { name: 'Settings' });
    this.passwordButton = page.getByRole('button', { name: 'Password' });
    this.clearCacheButton = page.getByRole('button', { name: 'Clear cache' });
  }

  detail(term: 'Last name' | 'First name' | 'Login'): Locator {
    return this.page.locator('dt', { hasText: term }).locator('+ dd');
  }

  async open(): Promise<void> {
    await this.page.goto('/account');
  }
}

export class SettingsPage {
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly login: Locator;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.firstName = page.getByLabel('First name');
    this.lastName = page.getByLabel('Last name');
    this.email = page.getByLabel('Email');
    this.login = page.getByLabel('Login');
    this.saveButton = page.getByRole('button', { name: 'Save' });
    this.cancelButton = page.getByRole('button', { name: 'Cancel' });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings');
  }
}

export class PasswordPage {
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.currentPassword = page.getByLabel('Current password');
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmPassword = page.getByLabel('New password confirmation');
    this.saveButton = page.getByRole('button', { name: 'Save' });
    this.cancelButton = page.getByRole('button', { name: 'Cancel' });
  }

  async open(): Promise<void> {
    await this.page.goto('/password');
  }

  async change(current: string, next: string, confirmation = next): Promise<void> {
    await this.currentPassword.fill(current);
    await this.newPassword.fill(next);
    await this.confirmPassword.fill(confirmation);
    await this.saveButton.click();
  }
}

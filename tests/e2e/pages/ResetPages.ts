import type { Locator, Page } from '@playwright/test';

export class ResetRequestPage {
  readonly email: Locator;
  readonly submitButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.submitButton = page.getByRole('button', { name: 'Reset password' });
    this.cancelButton = page.getByRole('button', { name: 'Cancel' });
  }

  async open(): Promise<void> {
    await this.page.goto('/reset-password');
  }

  async request(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submitButton.click();
  }
}

export class ResetFinishPage {
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submitButton: Locator;

  constructor(readonly page: Page) {
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmPassword = page.getByLabel('New password confirmation');
    this.submitButton = page.getByRole('button', { name: 'Reset password' });
  }

  async open(key?: string): Promise<void> {
    await this.page.goto(
      key === undefined ? '/reset-password/finish' : `/reset-password/finish?key=${encodeURIComponent(key)}`,
    );
  }

  async choose(password: string, confirmation = password): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(confirmation);
    await this.submitButton.click();
  }
}

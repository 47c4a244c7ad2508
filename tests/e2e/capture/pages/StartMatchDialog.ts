import type { Locator, Page } from '@playwright/test';

/** The start-match dialog opened from the 'Start new match' card. */
export class StartMatchDialog {
  readonly dialog: Locator;
  readonly match: Locator;
  readonly side: Locator;
  readonly startButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Start match' });
    this.match = this.dialog.getByRole('combobox', { name: 'Match' });
    this.side = this.dialog.getByLabel('Side');
    this.startButton = this.dialog.getByRole('button', { name: 'Start match' });
    this.cancelButton = this.dialog.getByRole('button', { name: 'Cancel' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Start new match' }).click();
  }

  async pickMatch(name: string): Promise<void> {
    await this.match.fill('');
    await this.match.fill(name);
    await this.page.getByRole('option', { name }).click();
  }

  /** From the signed-in home: open the dialog, pick the match and side, start. */
  async startFromHome(name: string, teamName: string): Promise<void> {
    await this.page.goto('/');
    await this.open();
    await this.start(name, teamName);
  }

  async start(name: string, teamName: string): Promise<void> {
    await this.pickMatch(name);
    await this.side.selectOption({ label: teamName });
    await this.startButton.click();
  }
}

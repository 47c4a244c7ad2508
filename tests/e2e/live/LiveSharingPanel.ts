import { expect, type Locator, type Page } from '@playwright/test';

/** The 'Live sharing' panel of a match's detail page in the manage area. */
export class LiveSharingPanel {
  readonly panel: Locator;
  readonly link: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Live sharing' });
    this.link = this.panel.getByTestId('live-share-link');
  }

  async open(matchId: number): Promise<void> {
    await this.page.goto(`/manage/match/${matchId}`);
    await expect(this.panel).toBeVisible();
  }

  /** Turns sharing on and answers the public link. */
  async shareLive({ showNames = true } = {}): Promise<string> {
    const names = this.panel.getByRole('checkbox', { name: 'Show player names' });
    if ((await names.isChecked()) !== showNames) await names.click();
    await this.panel.getByRole('button', { name: 'Share live' }).click();
    await expect(this.link).toHaveText(/\/live\/[\w-]{16,}$/);
    return (await this.link.textContent())!.trim();
  }

  async stopSharing(): Promise<void> {
    await this.panel.getByRole('button', { name: 'Stop sharing' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Stop sharing this match live?' });
    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(this.panel.getByRole('button', { name: 'Share live' })).toBeVisible();
  }
}

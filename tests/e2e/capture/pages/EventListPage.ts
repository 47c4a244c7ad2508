import type { Locator, Page } from '@playwright/test';

/** The event list and possession list ({matchId}/events). */
export class EventListPage {
  readonly groups: Locator;
  readonly panels: Locator;
  readonly possessions: Locator;
  readonly closeAll: Locator;
  readonly undoLastPossession: Locator;

  constructor(readonly page: Page) {
    this.groups = page.getByTestId('possession-group');
    this.panels = page.getByTestId('event-panel');
    this.possessions = page.getByTestId('possession-row');
    this.closeAll = page.getByRole('button', { name: 'Close all' });
    this.undoLastPossession = page.getByRole('button', { name: 'Undo last possession' });
  }

  async open(matchId: number): Promise<void> {
    await this.page.goto(`/${matchId}/events`);
  }

  panel(typeLabel: string): Locator {
    return this.panels.filter({ has: this.page.getByRole('button', { name: new RegExp(`^Q\\d ${typeLabel}( |$)`) }) });
  }

  async expand(typeLabel: string): Promise<Locator> {
    const panel = this.panel(typeLabel).first();
    await panel.getByRole('button', { expanded: false }).click();
    return panel;
  }
}

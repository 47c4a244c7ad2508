import type { Download, Locator, Page } from '@playwright/test';

/** The statistics screen as a user sees it: filters, tabs, tables with their CSV export. */
export class StatisticsScreen {
  readonly heading: Locator;
  readonly score: Locator;
  readonly quarterScores: Locator;
  readonly figures: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Statistics' });
    const result = page.getByRole('group', { name: 'Result' });
    this.score = result.getByTestId('score');
    this.quarterScores = result.getByTestId('quarter-scores');
    this.figures = page.locator('[data-compute-ms]');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/statistics${query}`);
    await this.heading.waitFor();
  }

  filter(
    label: 'League' | 'Season' | 'Team' | 'Opponent' | 'Quarter' | 'Situation' | 'Player' | 'Man-up / man-down',
  ): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async choose(label: Parameters<StatisticsScreen['filter']>[0], option: string): Promise<void> {
    await this.filter(label).selectOption({ label: option });
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openTab(name: string): Promise<void> {
    await this.tab(name).click();
  }

  table(caption: string): Locator {
    return this.page.getByRole('table', { name: caption, exact: true });
  }

  /** The cell of `table` in the row named `row` and the column headed `column`, once the table shows that column. */
  async cell(caption: string, row: string, column: string): Promise<Locator> {
    const table = this.table(caption);
    // A tab just opened or a page just reloaded may still be drawing its tables.
    await table.locator('thead th').filter({ hasText: column }).first().waitFor();
    const headers = await table.locator('thead th').allInnerTexts();
    const index = headers.findIndex((header) => header.replace(/[↕▲▼]/g, '').trim() === column);
    if (index < 0) throw new Error(`No column ${column} in ${caption}: ${headers.join(' | ')}`);
    const tableRow = table
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('rowheader', { name: row, exact: true }) });
    return tableRow.locator('th, td').nth(index);
  }

  async exportCsv(caption: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: `Export CSV: ${caption}` }).click();
    return download;
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** The manage and admin areas: sub-area links, the generic list, form and detail screens. */
export class ManageArea {
  readonly heading: Locator;
  readonly sections: Locator;
  readonly saveButton: Locator;

  constructor(
    readonly page: Page,
    readonly area: 'Manage' | 'Administration' = 'Manage',
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: area });
    this.sections = page.getByRole('navigation', { name: `${area} sections` });
    this.saveButton = page.getByRole('button', { name: 'Save' });
  }

  async open(path = '/manage'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  async openSection(title: string): Promise<void> {
    await this.sections.getByRole('link', { name: title, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) })).toBeVisible();
  }

  async startNew(singular: string): Promise<void> {
    await this.page.getByRole('link', { name: `New ${singular}` }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: `New ${singular}` })).toBeVisible();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Types into an autocomplete and picks the option with exactly that text. */
  async pick(label: string, option: string): Promise<void> {
    const input = this.page.getByRole('combobox', { name: label, exact: true });
    await input.fill(option);
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(input).toHaveValue(option);
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }

  detailHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name, exact: true });
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }
}

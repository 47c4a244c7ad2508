import type { Locator, Page } from '@playwright/test';

/** The fixed top bar with its links and, on narrow screens, the menu button. */
export class NavBar {
  readonly root: Locator;
  readonly logo: Locator;
  readonly menuButton: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('navigation', { name: 'Main' });
    this.logo = this.root.getByRole('link', { name: 'Poolside' });
    this.menuButton = this.root.getByRole('button', { name: 'Menu' });
    this.menu = this.root.locator('#main-menu');
  }

  link(name: 'Blog' | 'Contact' | 'Features' | 'Account' | 'Admin'): Locator {
    return this.root.getByRole('link', { name, exact: true });
  }

  get logoutButton(): Locator {
    return this.root.getByRole('button', { name: 'Logout' });
  }

  /** Logout, opening the menu first where the links are behind it (a narrow screen, or the capture screen's slim bar). */
  async logout(): Promise<void> {
    await this.logoutButton.or(this.menuButton).first().waitFor();
    if (!(await this.logoutButton.isVisible())) await this.menuButton.click();
    await this.logoutButton.click();
  }
}

import { expect, test } from '../support/fixtures';

test.use({ locale: 'hu-HU' });

test('a Hungarian browser, signed out, gets the bar and footer in Hungarian and can switch to English for good', async ({
  page,
}) => {
  await page.goto('/contact');
  const nav = page.getByRole('navigation', { name: 'Fő' });
  const footer = page.getByRole('contentinfo');
  await expect(nav.getByRole('link', { name: 'Kapcsolat', exact: true })).toHaveAttribute('href', '/contact');
  await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Poolside. Minden jog fenntartva`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');

  const switchToEnglish = footer.getByLabel('Nyelv');
  await expect(switchToEnglish).toHaveValue('hu');
  await switchToEnglish.selectOption({ label: 'English' });

  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }),
  ).toBeVisible();
  await expect(footer).toContainText('All rights reserved');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }),
  ).toBeVisible();
  await expect(footer.getByLabel('Language')).toHaveValue('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // And back: the switch names each language in itself.
  await footer.getByLabel('Language').selectOption({ label: 'Magyar' });
  await expect(nav.getByRole('link', { name: 'Kapcsolat', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
});

test('on a phone the menu and the language switch speak Hungarian and are big enough to tap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog');
  const nav = page.getByRole('navigation', { name: 'Fő' });
  await nav.getByRole('button', { name: 'Menü' }).click();
  await expect(nav.getByRole('link', { name: 'Kapcsolat', exact: true })).toBeVisible();
  const languageSwitch = page.getByRole('contentinfo').getByLabel('Nyelv');
  await languageSwitch.scrollIntoViewIfNeeded();
  const box = (await languageSwitch.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

import { expect, test } from '../support/fixtures';
import { ManageArea } from './ManageArea';

test.use({ role: 'user' });

const LEAGUE = `Short course ${Date.now().toString(36).slice(-5).toUpperCase()}`;

test('a data manager sets a league’s rules (18 s exclusions, 28/18 s clock, 25 m pool, 3 time-outs) and the league page says them', async ({
  page,
}) => {
  const manage = new ManageArea(page);
  await manage.open();
  await manage.openSection('Leagues');
  await manage.startNew('league');
  await manage.field('Name').fill(LEAGUE);
  // Each rule offers the World Aquatics default as its empty choice.
  await expect(manage.field('Exclusion time')).toHaveValue('');
  await expect(manage.field('Exclusion time').locator('option').first()).toHaveText('Default (World Aquatics)');
  await manage.field('Exclusion time').selectOption({ label: '18 s' });
  await manage.field('Possession clock').selectOption({ label: '28/18 s' });
  await manage.field('Pool length').selectOption({ label: '25 m' });
  await manage.field('Time-outs per match').selectOption({ label: '3' });
  await manage.save();
  await expect(manage.detailHeading(LEAGUE)).toBeVisible();
  for (const text of ['18 s', '28/18 s', '25 m']) await expect(page.getByText(text, { exact: true })).toBeVisible();
});

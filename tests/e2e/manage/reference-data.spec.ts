import { expect, test } from '../support/fixtures';
import { ManageArea } from './ManageArea';

test.use({ role: 'user' });

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const LEAGUE = `OB I ${suffix}`;
const SZOLNOK = `Szolnok ${suffix}`;

test('a data manager is told a team name is taken in its league, and a league in use is not deleted', async ({
  page,
}) => {
  const manage = new ManageArea(page);
  await manage.open();

  await test.step('a league with one team', async () => {
    await manage.openSection('Leagues');
    await manage.startNew('league');
    await manage.field('Name').fill(LEAGUE);
    await manage.save();
    await expect(manage.detailHeading(LEAGUE)).toBeVisible();
    await manage.openSection('Teams');
    await manage.startNew('team');
    await manage.field('Name').fill(SZOLNOK);
    await manage.pick('League', LEAGUE);
    await manage.save();
    await expect(manage.detailHeading(SZOLNOK)).toBeVisible();
  });

  await test.step('a second team of that name in the league is refused, and what was typed stays', async () => {
    await manage.openSection('Teams');
    await manage.startNew('team');
    await manage.field('Name').fill(SZOLNOK.toUpperCase());
    await manage.field('Code').fill('SZO');
    await manage.pick('League', LEAGUE);
    await manage.save();
    await expect(page.locator('form').getByRole('alert')).toHaveText(
      `A team named "${SZOLNOK}" already exists in league "${LEAGUE}".`,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'New team' })).toBeVisible();
    await expect(manage.field('Name')).toHaveValue(SZOLNOK.toUpperCase());
    await expect(manage.field('Code')).toHaveValue('SZO');
    await expect(page.getByRole('combobox', { name: 'League', exact: true })).toHaveValue(LEAGUE);
  });

  await test.step('deleting the league its team plays in is refused, naming the team, and the league stays', async () => {
    await manage.openSection('Leagues');
    await manage.row(LEAGUE).getByRole('link', { name: LEAGUE }).click();
    await expect(manage.detailHeading(LEAGUE)).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete league '${LEAGUE}'?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    const refusal = page.getByRole('dialog', { name: `Cannot delete league '${LEAGUE}'` });
    await expect(refusal.getByRole('alert')).toHaveText(
      `League "${LEAGUE}" is used by 1 team; remove or move them first.`,
    );
    await refusal.getByRole('button', { name: 'Close' }).click();
    await expect(refusal).toBeHidden();
    await expect(manage.detailHeading(LEAGUE)).toBeVisible();
    await manage.openSection('Leagues');
    await expect(manage.row(LEAGUE)).toBeVisible();
  });
});

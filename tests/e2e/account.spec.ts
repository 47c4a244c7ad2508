import { CapturePage } from './capture/pages/CapturePage';
import { StartMatchDialog } from './capture/pages/StartMatchDialog';
import { createCaptureMatch, serverRows } from './capture/support/captureMatch';
import { expect, test } from './support/fixtures';
import { createUser } from './support/createUser';
import { resetKeyFromMail } from './support/resetKey';
import { AccountPage, PasswordPage, SettingsPage } from './pages/AccountPages';
import { LoginPage } from './pages/LoginPage';
import { ResetFinishPage } from './pages/ResetPages';
import { snackbar } from './pages/Snackbar';

test.describe('the account screens of the admin', () => {
  test.use({ role: 'admin' });

  test('the account shows last name, first name and login with Settings, Password and Clear cache', async ({
    page,
  }) => {
    const account = new AccountPage(page);
    await account.open();
    await expect(account.heading).toBeVisible();
    await expect(account.detail('Login')).toHaveText('admin');
    await expect(account.detail('First name')).not.toHaveText('');
    await expect(account.detail('Last name')).not.toHaveText('');
    await account.settingsButton.click();
    await expect(page).toHaveURL('/settings');
    await new SettingsPage(page).cancelButton.click();
    await expect(page).toHaveURL('/account');
    await account.passwordButton.click();
    await expect(page).toHaveURL('/password');
    await new PasswordPage(page).cancelButton.click();
    await expect(page).toHaveURL('/account');
  });

  test('settings show the validation messages and keep Save disabled while invalid', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.open();
    await expect(settings.login).toHaveValue('admin');
    await expect(settings.login).toHaveAttribute('readonly', '');
    await expect(settings.saveButton).toBeEnabled();
    await settings.firstName.fill('');
    await expect(page.getByText('First name must be at least 1 characters')).toBeVisible();
    await expect(settings.saveButton).toBeDisabled();
    await settings.firstName.fill('x'.repeat(51));
    await expect(page.getByText('First name must be maximum 50 characters')).toBeVisible();
    await settings.firstName.fill('Ada');
    await settings.lastName.fill('');
    await expect(page.getByText('Last name must be at least 1 characters')).toBeVisible();
    await settings.lastName.fill('y'.repeat(51));
    await expect(page.getByText('Last name must be maximum 50 characters')).toBeVisible();
    await settings.lastName.fill('Admin');
    await settings.email.fill('a@b');
    await expect(page.getByText('Email must be at least 5 characters')).toBeVisible();
    await settings.email.fill(`${'e'.repeat(250)}@x.io`);
    await expect(page.getByText('Email must be maximum 254 characters')).toBeVisible();
    await settings.email.fill('not-an-address');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(settings.saveButton).toBeDisabled();
  });

  test('a failing save says it cannot save the data', async ({ page }) => {
    await page.route('**/api/account', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
    );
    const settings = new SettingsPage(page);
    await settings.open();
    await settings.saveButton.click();
    await expect(snackbar(page, 'Cannot save data')).toBeVisible();
    await expect(page).toHaveURL('/settings');
  });

  test('the password screen validates and a mismatch sends nothing', async ({ page }) => {
    let sent = 0;
    await page.route('**/api/account/change-password', (route) => {
      sent++;
      return route.fallback();
    });
    const password = new PasswordPage(page);
    await password.open();
    await expect(password.saveButton).toBeDisabled();
    await password.currentPassword.fill('admin');
    await password.newPassword.fill('abc');
    await expect(page.getByText('Password must be at least 4 characters')).toBeVisible();
    await password.confirmPassword.fill('z'.repeat(51));
    await expect(page.getByText('Password confirmation must be maximum 50 characters')).toBeVisible();
    await expect(password.saveButton).toBeDisabled();
    await password.change('admin', 'secret-one', 'secret-two');
    await expect(page.getByText('Password and its confirmation do not match!')).toBeVisible();
    expect(sent).toBe(0);
  });

  test('a wrong current password is reported', async ({ page }) => {
    const password = new PasswordPage(page);
    await password.open();
    await password.change('not-my-password', 'secret-one');
    await expect(snackbar(page, 'Reset password was not successful!')).toBeVisible();
    await expect(page).toHaveURL('/password');
  });
});

test('a user changes the password and logs in with the new one', async ({ page }) => {
  const { login, email } = await createUser('pw');
  const finish = new ResetFinishPage(page);
  await finish.open(await resetKeyFromMail(email));
  await finish.choose('first-pass');
  await expect(page).toHaveURL('/login');
  const loginPage = new LoginPage(page);
  await loginPage.loginAs(login, 'first-pass');
  await expect(page).toHaveURL('/');

  const password = new PasswordPage(page);
  await password.open();
  await password.change('first-pass', 'second-pass');
  await expect(snackbar(page, 'Reset password succeeded!')).toBeVisible();
  await expect(page).toHaveURL('/');

  // Logging out lands on /home; only then is the login page opened (else the logout's own way home follows it).
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/home');
  await loginPage.open();
  await loginPage.loginAs(login, 'second-pass');
  await expect(page).toHaveURL('/');
});

test.describe('the account screens of a user', () => {
  test.use({ role: 'user' });

  test('saving posts the account, says so, reloads the account and opens /', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.open();
    await settings.email.fill('user@poolside.test');
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/account') && r.method() === 'POST');
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/account') && r.request().method() === 'GET');
    await settings.saveButton.click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['email', 'firstName', 'langKey', 'lastName', 'login', 'userExtra']);
    expect(body).toMatchObject({ login: 'user', email: 'user@poolside.test', langKey: 'en' });
    await expect(snackbar(page, 'Data saved')).toBeVisible();
    await reloaded;
    await expect(page).toHaveURL('/');
  });

  test('empties cached data but keeps unsynced captures and says so', async ({ page }) => {
    const account = new AccountPage(page);
    await account.open();
    await account.clearCacheButton.click();
    await expect(snackbar(page, 'Cache cleared')).toBeVisible();

    // Put cached reference data and one unsynced capture into the app's database.
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('poolside');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['matches', 'outbox', 'events'], 'readwrite');
      tx.objectStore('matches').put({ id: 99, name: 'Cached match', team1: { id: 1 }, team2: { id: 2 } });
      tx.objectStore('matches').put({
        id: 98,
        name: 'Match with an unsynced capture',
        team1: { id: 1 },
        team2: { id: 2 },
      });
      tx.objectStore('outbox').put({
        entity: 'event',
        op: 'create',
        uuid: 'u-1',
        payload: {},
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        state: 'pending',
        createdAt: 1,
      });
      tx.objectStore('events').put({
        uuid: 'u-1',
        match: { id: 98 },
        team: { id: 1 },
        quarter: 1,
        time: 10,
        type: 'SHOOT',
        offense: true,
      });
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    });
    await account.clearCacheButton.click();
    await expect(snackbar(page, '1 unsynced capture was kept')).toBeVisible();
    const counts = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open('poolside');
        open.onsuccess = () => resolve(open.result);
      });
      const count = (store: string) =>
        new Promise<number>((resolve) => {
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        });
      const matchIds = await new Promise<IDBValidKey[]>((resolve) => {
        const request = db.transaction('matches').objectStore('matches').getAllKeys();
        request.onsuccess = () => resolve(request.result);
      });
      const result = { matchIds, outbox: await count('outbox'), events: await count('events') };
      db.close();
      return result;
    });
    // The match of the unsynced capture stays with it; the merely cached one goes.
    expect(counts).toEqual({ matchIds: [98], outbox: 1, events: 1 });
  });

  test('after Clear cache a match in progress still opens for capture with the network gone', async ({ page }) => {
    const match = await createCaptureMatch('Clear cache');
    const capture = new CapturePage(page);
    await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
    await expect(capture.heading).toBeVisible();
    await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
    await capture.chooseEvent('Swimoff');
    await capture.choice('Swimoff won by', match.team1.name).click();
    await capture.save();
    // Everything delivered: only the capture state on this device marks the match as in progress. The Swimoff shows
    // before its transaction commits (and before its outbox row exists, so an earlier 'All synced' may still be
    // up): wait until the server holds it, else leaving the page at once would cancel the write.
    await expect
      .poll(async () => (await serverRows('events', match.id, match.team1.id)).map((row) => row.type), {
        timeout: 15_000,
      })
      .toContain('SWIMOFF');
    await expect(capture.syncStatus).toContainText('All synced', { timeout: 15_000 });

    const account = new AccountPage(page);
    await account.open();
    await account.clearCacheButton.click();
    await expect(snackbar(page, 'Cache cleared')).toBeVisible();

    // The pool Wi-Fi drops: the app itself still loads, every API call fails.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await capture.open(match.id);
    await expect(page.getByText('This match is not on this device yet')).toBeHidden();
    await expect(capture.player(capture.playersInPool, 5)).toBeVisible();
    await expect(capture.lastEvents).toContainText('Swimoff');
    // And capturing carries on: a substitution is recorded on the device.
    await capture.player(capture.subs, 7).click();
    await capture.player(capture.subs, 8).click();
    await expect(capture.player(capture.subs, 8)).toHaveAttribute('aria-pressed', 'true');
    await expect(capture.lastEvents).toContainText('Player in');
  });
});

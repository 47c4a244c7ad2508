import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';
import { NavBar } from './pages/NavBar';

function tokenLifetimeSeconds(token: string): number {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; iat?: number };
  return claims.exp - (claims.iat ?? Date.now() / 1000);
}

test('the Login button stays disabled until username and password are given', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await expect(login.loginButton).toBeDisabled();
  await login.username.fill('admin');
  await expect(login.loginButton).toBeDisabled();
  await login.password.fill('admin');
  await expect(login.loginButton).toBeEnabled();
  await login.username.fill('');
  await expect(login.loginButton).toBeDisabled();
});

test('wrong credentials show the error in red under the form', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.loginAs('admin', 'wrong-password');
  await expect(login.error).toBeVisible();
  await expect(login.error).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(page).toHaveURL('/login');
});

test('a user logs in, the account loads and the app opens /', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  const accountLoaded = page.waitForResponse((r) => r.url().endsWith('/api/account') && r.request().method() === 'GET');
  await login.loginAs('user', 'user');
  expect((await accountLoaded).status()).toBe(200);
  await expect(page).toHaveURL('/');
  await expect(new NavBar(page).link('Account')).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('poolside.auth') ?? 'null') as { token: string; account: { login: string } },
  );
  expect(stored.account.login).toBe('user');
});

test('remember me asks for a long-lived token', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  const shortLogin = page.waitForRequest('**/api/authenticate');
  await login.loginAs('analyst', 'analyst');
  expect((await shortLogin).postDataJSON()).toMatchObject({ username: 'analyst', rememberMe: false });
  await expect(page).toHaveURL('/');
  const shortToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('poolside.auth')!) as { token: string }).token,
  );

  await new NavBar(page).logout();
  await login.open();
  const longLogin = page.waitForRequest('**/api/authenticate');
  await login.loginAs('analyst', 'analyst', true);
  expect((await longLogin).postDataJSON()).toMatchObject({ rememberMe: true });
  await expect(page).toHaveURL('/');
  const longToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('poolside.auth')!) as { token: string }).token,
  );
  expect(tokenLifetimeSeconds(shortToken)).toBeLessThanOrEqual(86_400 + 5);
  expect(tokenLifetimeSeconds(longToken)).toBeGreaterThan(7 * 86_400);
});

test('the forgotten-password link opens the reset request', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.forgotPasswordLink.click();
  await expect(page).toHaveURL('/reset-password');
});

test('a stored token that has expired is dropped on start', async ({ page }) => {
  const expired = [
    'e30',
    Buffer.from(JSON.stringify({ sub: 'user', auth: 'ROLE_USER', exp: 1_600_000_000 })).toString('base64url'),
    'sig',
  ].join('.');
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(
        'poolside.auth',
        JSON.stringify({ token, account: { login: 'user', authorities: ['ROLE_USER'] } }),
      );
      sessionStorage.setItem('seeded', '1');
    }
  }, expired);
  await page.goto('/account');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('poolside.auth'))).toBeNull();
});

test.describe('with a session', () => {
  test.use({ role: 'user' });

  test('any 401 from the API sends the user to /login and drops the session', async ({ page }) => {
    await page.route('**/api/account', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 401, json: { status: 401 } }) : route.fallback(),
    );
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/login');
    await expect(new NavBar(page).link('Blog')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('poolside.auth'))).toBeNull();
  });

  test('a 403 sends the user to /login as well', async ({ page }) => {
    await page.route('**/api/account/change-password', (route) =>
      route.fulfill({ status: 403, json: { status: 403 } }),
    );
    await page.goto('/password');
    await page.getByLabel('Current password').fill('user');
    await page.getByLabel('New password', { exact: true }).fill('secret-one');
    await page.getByLabel('New password confirmation').fill('secret-one');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('a token the server no longer accepts ends the session on start', async ({ page }) => {
    await page.route('**/api/account', (route) => route.fulfill({ status: 401, json: { status: 401 } }));
    await page.goto('/account');
    await expect(page).toHaveURL('/home');
  });
});

import { expect, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { authenticate, newApiContext } from '../support/api';
import { createUserWithPassword } from '../support/createUser';

export const HUNGARIAN_PASSWORD = 'videó-elemző';

/**
 * A fresh user of the demo organisation who sets a password from the new-account mail and then chooses
 * Hungarian in the account's settings, so the shared demo users keep their English.
 */
export async function createHungarianAnalyst(): Promise<string> {
  const login = await createUserWithPassword('video-hu', HUNGARIAN_PASSWORD);
  const api = await newApiContext();
  try {
    const token = await authenticate(api, login, HUNGARIAN_PASSWORD);
    const headers = { Authorization: `Bearer ${token}` };
    const account = (await (await api.get('/api/account', { headers })).json()) as Record<string, unknown>;
    expect((await api.post('/api/account', { headers, data: { ...account, langKey: 'hu' } })).ok()).toBe(true);
    return login;
  } finally {
    await api.dispose();
  }
}

/** A fresh Hungarian-speaking user signed in on `page` through the login screen. */
export async function signInAsHungarianAnalyst(page: Page): Promise<void> {
  const login = await createHungarianAnalyst();
  const loginPage = new LoginPage(page);
  await loginPage.open();
  await loginPage.loginAs(login, HUNGARIAN_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

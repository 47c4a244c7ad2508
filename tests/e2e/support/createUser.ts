import { expect } from '@playwright/test';
import { authenticate, newApiContext } from './api';
import { resetKeyFromMail } from './resetKey';
import { DEMO_USERS } from './roles';

export type NewUser = {
  langKey?: 'en' | 'hu';
  authorities?: string[];
  firstName?: string;
  lastName?: string;
};

/** A fresh user of the demo organisation (admin API), so password changes never disturb the shared demo users. */
export async function createUser(prefix: string, user: NewUser = {}): Promise<{ login: string; email: string }> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.admin.username, DEMO_USERS.admin.password);
    const login = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    const email = `${login}@poolside.test`;
    const { langKey = 'en', authorities = ['ROLE_USER'], firstName = 'Erik', lastName = 'Tester' } = user;
    const response = await api.post('/api/admin/users', {
      headers: { Authorization: `Bearer ${token}` },
      data: { login, email, firstName, lastName, activated: true, langKey, authorities },
    });
    if (response.status() !== 201)
      throw new Error(`Creating ${login} failed: ${response.status()} ${await response.text()}`);
    return { login, email };
  } finally {
    await api.dispose();
  }
}

/** A fresh user who has set `password` from the new-account mail, as a new user does; answers the login. */
export async function createUserWithPassword(prefix: string, password: string, user: NewUser = {}): Promise<string> {
  const { login, email } = await createUser(prefix, user);
  const api = await newApiContext();
  try {
    const finished = await api.post('/api/account/reset-password/finish', {
      data: { key: await resetKeyFromMail(email), newPassword: password },
    });
    expect(finished.ok(), await finished.text()).toBe(true);
    return login;
  } finally {
    await api.dispose();
  }
}

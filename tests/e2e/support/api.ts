import { request, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from './env';
import { DEMO_USERS, type Role } from './roles';

/** Logs in through the API and returns the token (for storage states and admin-only lookups). */
export async function authenticate(
  api: APIRequestContext,
  username: string,
  password: string,
  rememberMe = false,
): Promise<string> {
  const response = await api.post('/api/authenticate', { data: { username, password, rememberMe } });
  if (!response.ok()) throw new Error(`Login of ${username} failed: ${response.status()}`);
  return ((await response.json()) as { id_token: string }).id_token;
}

export async function newApiContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: BASE_URL });
}

/** As the app stores it in localStorage (src/data/auth/authStorage.ts). */
export async function storedAuthFor(role: Role): Promise<{ token: string; account: unknown }> {
  const api = await newApiContext();
  try {
    const { username, password } = DEMO_USERS[role];
    const token = await authenticate(api, username, password);
    const account = await (await api.get('/api/account', { headers: { Authorization: `Bearer ${token}` } })).json();
    return { token, account };
  } finally {
    await api.dispose();
  }
}

export type Mail = { id: number; to: string; subject: string; body: string; createdAt: string };

/** The newest mail to `to` in the server's outbox (admin-only endpoint). */
export async function latestMailTo(to: string): Promise<Mail | undefined> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.admin.username, DEMO_USERS.admin.password);
    const response = await api.get('/api/admin/mail-outbox', { headers: { Authorization: `Bearer ${token}` } });
    const mails = (await response.json()) as Mail[];
    return mails.find((mail) => mail.to.toLowerCase() === to.toLowerCase());
  } finally {
    await api.dispose();
  }
}

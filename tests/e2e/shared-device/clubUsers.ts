import type { APIRequestContext } from '@playwright/test';
import { authenticate, newApiContext } from '../support/api';
import { createUser } from '../support/createUser';
import { resetKeyFromMail } from '../support/resetKey';
import { DEMO_USERS } from '../support/roles';

export type ClubUser = { id: number; login: string; password: string };

/** Long enough for any password rule: these users sign in through the login form like anyone else. */
const PASSWORD = 'shared-tablet-pw-2024';

async function asAdmin<T>(work: (api: APIRequestContext, headers: Record<string, string>) => Promise<T>): Promise<T> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.admin.username, DEMO_USERS.admin.password);
    return await work(api, { Authorization: `Bearer ${token}` });
  } finally {
    await api.dispose();
  }
}

/** Sets the password of a new user through the mail an account creation sends, as the user would. */
async function choosePassword(api: APIRequestContext, email: string): Promise<void> {
  const key = await resetKeyFromMail(email);
  const response = await api.post('/api/account/reset-password/finish', { data: { key, newPassword: PASSWORD } });
  if (!response.ok()) throw new Error(`Choosing a password for ${email} failed: ${response.status()}`);
}

/** A scorer (ROLE_USER) of the demo organisation, with a password. */
export async function createDemoClubScorer(prefix: string): Promise<ClubUser> {
  const { login, email } = await createUser(prefix);
  return asAdmin(async (api, headers) => {
    await choosePassword(api, email);
    const user = (await (await api.get(`/api/admin/users/${login}`, { headers })).json()) as { id: number };
    return { id: user.id, login, password: PASSWORD };
  });
}

/** A scorer of a second organisation made for the test (admin API: a new organisation, a user moved into it). */
export async function createOtherClubScorer(prefix: string): Promise<ClubUser & { organizationId: number }> {
  const { login, email } = await createUser(prefix);
  return asAdmin(async (api, headers) => {
    const club = await api.post('/api/organizations', { headers, data: { name: `Other club ${login}` } });
    if (club.status() !== 201)
      throw new Error(`Creating an organisation failed: ${club.status()} ${await club.text()}`);
    const organizationId = ((await club.json()) as { id: number }).id;
    const user = (await (await api.get(`/api/admin/users/${login}`, { headers })).json()) as { id: number };
    const moved = await api.put(`/api/user-extras/${user.id}`, {
      headers,
      data: { id: user.id, user: { id: user.id }, organization: { id: organizationId } },
    });
    if (!moved.ok())
      throw new Error(`Moving ${login} to the new organisation failed: ${moved.status()} ${await moved.text()}`);
    await choosePassword(api, email);
    return { id: user.id, login, password: PASSWORD, organizationId };
  });
}

/** The names a user of the demo organisation sees: its leagues, teams and matches (as the analyst reads them). */
export async function demoClubNames(): Promise<string[]> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.analyst.username, DEMO_USERS.analyst.password);
    const headers = { Authorization: `Bearer ${token}` };
    const names = async (resource: string) =>
      ((await (await api.get(`/api/${resource}?size=2000`, { headers })).json()) as { name: string }[]).map(
        (row) => row.name,
      );
    return [...(await names('leagues')), ...(await names('teams')), ...(await names('matches'))];
  } finally {
    await api.dispose();
  }
}

import { authenticate, newApiContext } from './api';
import { DEMO_USERS } from './roles';

/** A fresh user of the demo organisation (admin API), so password changes never disturb the shared demo users. */
export async function createUser(prefix: string): Promise<{ login: string; email: string }> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.admin.username, DEMO_USERS.admin.password);
    const login = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    const email = `${login}@poolside.test`;
    const response = await api.post('/api/admin/users', {
      headers: { Authorization: `Bearer ${token}` },
      data: { login, email, firstName: 'Erik', lastName: 'Tester', activated: true, langKey: 'en', authorities: ['ROLE_USER'] },
    });
    if (response.status() !== 201) throw new Error(`Creating ${login} failed: ${response.status()} ${await response.text()}`);
    return { login, email };
  } finally {
    await api.dispose();
  }
}

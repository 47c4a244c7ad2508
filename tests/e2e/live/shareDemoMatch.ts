import { authenticate, newApiContext } from '../support/api';
import { DEMO_USERS } from '../support/roles';

/** The seeded, complete first demo match: shares it live and answers the page's path and how to stop. */
export async function shareDemoMatch(): Promise<{ path: string; stop: () => Promise<void> }> {
  const api = await newApiContext();
  const token = await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password);
  const headers = { Authorization: `Bearer ${token}` };
  const response = await api.post('/api/matches/1/live-share', { headers, data: {} });
  if (!response.ok()) throw new Error(`Sharing the demo match failed: ${response.status()} ${await response.text()}`);
  const { shareId } = (await response.json()) as { shareId: string };
  return {
    path: `/live/${shareId}`,
    stop: async () => {
      await api.delete('/api/matches/1/live-share', { headers });
      await api.dispose();
    },
  };
}

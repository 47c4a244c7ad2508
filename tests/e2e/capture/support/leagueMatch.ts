import { authenticate, newApiContext } from '../../support/api';
import { DEMO_USERS } from '../../support/roles';
import type { CaptureMatch } from './captureMatch';

type Ref = { id: number; name: string };

/**
 * A league of its own with `quarterLength` seconds a quarter, and a SCHEDULED match in it between the first two
 * demo teams (no roster: enough to open the capture screen and read its clock).
 */
export async function createLeagueMatch(prefix: string, quarterLength: number): Promise<CaptureMatch> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password);
    const headers = { Authorization: `Bearer ${token}` };
    const post = async <T>(path: string, data: unknown): Promise<T> => {
      const response = await api.post(`/api${path}`, { headers, data });
      if (response.status() !== 201)
        throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const seeded = (await (await api.get('/api/matches?sort=id,asc&size=1', { headers })).json()) as {
      team1: Ref;
      team2: Ref;
    }[];
    const { team1, team2 } = seeded[0]!;
    const league = await post<Ref>('/leagues', { name: `${prefix} league ${suffix}`, quarterLength });
    const match = await post<Ref>('/matches', {
      name: `${prefix} ${suffix}`,
      team1: { id: team1.id },
      team2: { id: team2.id },
      league: { id: league.id },
      status: 'SCHEDULED',
    });
    return {
      id: match.id,
      name: match.name,
      team1: { id: team1.id, name: team1.name },
      team2: { id: team2.id, name: team2.name },
    };
  } finally {
    await api.dispose();
  }
}

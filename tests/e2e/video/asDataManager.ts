import type { APIRequestContext } from '@playwright/test';
import { authenticate, newApiContext } from '../support/api';
import { DEMO_USERS } from '../support/roles';

export type DataManagerApi = {
  api: APIRequestContext;
  headers: Record<string, string>;
  /** POSTs to /api/{path} and answers the created row's id; a refusal throws with the server's answer. */
  post: (path: string, data: unknown) => Promise<{ id: number }>;
  /** The demo's first two teams, for a new match. */
  twoTeams: () => Promise<[{ id: number }, { id: number }]>;
};

/** Runs `work` with the API as the demo data manager (user) sees it, then lets the connection go. */
export async function asDataManager<T>(work: (manager: DataManagerApi) => Promise<T>): Promise<T> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password);
    const headers = { Authorization: `Bearer ${token}` };
    const post = async (path: string, data: unknown) => {
      const response = await api.post(`/api/${path}`, { data, headers });
      if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
      return (await response.json()) as { id: number };
    };
    const twoTeams = async () => {
      const teams = (await (await api.get('/api/teams?sort=id,asc&size=2', { headers })).json()) as { id: number }[];
      return teams as [{ id: number }, { id: number }];
    };
    return await work({ api, headers, post, twoTeams });
  } finally {
    await api.dispose();
  }
}

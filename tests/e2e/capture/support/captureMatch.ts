import { authenticate, newApiContext } from '../../support/api';
import { DEMO_USERS } from '../../support/roles';

export type CaptureMatch = {
  id: number;
  name: string;
  team1: { id: number; name: string };
  team2: { id: number; name: string };
};

type Row = Record<string, unknown> & { id: number };

/**
 * A fresh SCHEDULED match between the first two demo teams, with both rosters copied from a seeded match, so
 * each test starts its own match on a shared server; in a league of its own with `leagueRules` when given.
 */
export async function createCaptureMatch(prefix: string, leagueRules?: Record<string, unknown>): Promise<CaptureMatch> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password);
    const headers = { Authorization: `Bearer ${token}` };
    const seeded = (await (await api.get('/api/matches?sort=id,asc&size=1', { headers })).json()) as CaptureMatch[];
    const template = seeded[0]!;
    const name = `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const league = leagueRules
      ? { league: { id: await createLeague(api, headers, `${name} league`, leagueRules) } }
      : {};
    const created = await api.post('/api/matches', {
      headers,
      data: {
        name,
        team1: { id: template.team1.id },
        team2: { id: template.team2.id },
        status: 'SCHEDULED',
        ...league,
      },
    });
    if (created.status() !== 201)
      throw new Error(`Creating ${name} failed: ${created.status()} ${await created.text()}`);
    const match = (await created.json()) as CaptureMatch;
    const players = (await (
      await api.get(`/api/match-players?matchId.equals=${template.id}&sort=cap,asc&size=100`, { headers })
    ).json()) as Row[];
    for (const row of players) {
      const response = await api.post('/api/match-players', {
        headers,
        data: {
          cap: row.cap,
          goalKeeper: row.goalKeeper,
          match: { id: match.id },
          team: row.team,
          player: { id: (row.player as Row).id },
        },
      });
      if (response.status() !== 201)
        throw new Error(`Copying a match player failed: ${response.status()} ${await response.text()}`);
    }
    return {
      ...match,
      team1: { id: template.team1.id, name: template.team1.name },
      team2: { id: template.team2.id, name: template.team2.name },
    };
  } finally {
    await api.dispose();
  }
}

/** A league named `name` with `rules`; its id. */
async function createLeague(
  api: Awaited<ReturnType<typeof newApiContext>>,
  headers: Record<string, string>,
  name: string,
  rules: Record<string, unknown>,
): Promise<number> {
  const created = await api.post('/api/leagues', { headers, data: { name, ...rules } });
  if (created.status() !== 201) throw new Error(`Creating ${name} failed: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as Row).id;
}

/** The server's rows of a match and team, as the API answers them. */
export async function serverRows(resource: 'events' | 'possessions', matchId: number, teamId: number): Promise<Row[]> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password);
    const response = await api.get(
      `/api/${resource}?matchId.equals=${matchId}&teamId.equals=${teamId}&sort=id,asc&size=400`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    return (await response.json()) as Row[];
  } finally {
    await api.dispose();
  }
}

/** The match as the server has it now. */
export async function serverMatch(matchId: number): Promise<Row> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password);
    return (await (
      await api.get(`/api/matches/${matchId}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as Row;
  } finally {
    await api.dispose();
  }
}

export type PlayByPlayTip = { quarter: number; time: number; side: 'team1' | 'team2'; code: string; cap?: number };

/** Imports a play-by-play (a JSON list of tips) for a match, as the manage area does: PUT /api/matches/{id}/tips. */
export async function importTips(matchId: number, tips: readonly PlayByPlayTip[]): Promise<void> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password);
    const response = await api.put(`/api/matches/${matchId}/tips`, {
      headers: { Authorization: `Bearer ${token}` },
      data: tips,
    });
    if (response.status() !== 200)
      throw new Error(`Importing tips failed: ${response.status()} ${await response.text()}`);
  } finally {
    await api.dispose();
  }
}

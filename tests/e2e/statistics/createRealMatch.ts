import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { convertPlayByPlay, parsePlayByPlayCsv } from '../../../src/domain/playbyplay';
import { authenticate, newApiContext } from '../support/api';
import { DEMO_USERS } from '../support/roles';

export type RealMatchSetup = { matchId: number; teamIds: { USA: number; ESP: number }; matchName: string };

const FIXTURE = new URL('../../fixtures/realmatch/2017-wch-w-usa-esp/play-by-play.csv', import.meta.url);

const titleCase = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

/** "ESTER RAMOS L" → last name "Ester Ramos", first name "L". */
function splitName(printed: string): { firstName: string; lastName: string } {
  const words = printed.trim().split(/\s+/);
  const first = words.length > 1 ? words.pop()! : '?';
  return { firstName: first, lastName: words.map(titleCase).join(' ') };
}

async function post<T>(api: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await api.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * The women's World Championship match USA–ESP of 2017 (12–8), through the API as a scorer would leave it:
 * a league, both teams with their players and caps, the ended match, and both teams' events and
 * possessions converted from the official play-by-play.
 */
export async function createRealMatch(): Promise<RealMatchSetup> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.admin.username, DEMO_USERS.admin.password);
    const run = randomUUID().slice(0, 6);
    const league = await post<{ id: number }>(api, token, '/api/leagues', {
      name: `World Championships W ${run}`,
      season: '2017',
    });
    const usa = await post<{ id: number }>(api, token, '/api/teams', { name: 'USA', shortName: 'USA', league });
    const esp = await post<{ id: number }>(api, token, '/api/teams', { name: 'ESP', shortName: 'ESP', league });
    const matchName = `USA - ESP ${run}`;
    const match = await post<{ id: number }>(api, token, '/api/matches', {
      name: matchName,
      team1: usa,
      team2: esp,
      league,
      startsAt: '2017-07-18T10:00:00.000Z',
    });

    const rows = parsePlayByPlayCsv(readFileSync(FIXTURE, 'utf8'));
    const teamOf = { USA: usa, ESP: esp } as Record<string, { id: number }>;
    const roster = new Map<string, { team: string; cap: number; player: string; isGoalkeeper: boolean }>();
    for (const row of rows) {
      if (row.cap == null || !teamOf[row.team] || !row.player) continue;
      const key = `${row.team}-${row.cap}`;
      const isGoalkeeper = row.action === 'GK_START' || (roster.get(key)?.isGoalkeeper ?? false);
      roster.set(key, { team: row.team, cap: row.cap, player: row.player, isGoalkeeper });
    }
    await inParallel([...roster.values()], 4, async (entry) => {
      const team = teamOf[entry.team]!;
      const player = await post<{ id: number }>(api, token, '/api/players', { ...splitName(entry.player), team });
      await post(api, token, '/api/match-players', {
        cap: entry.cap,
        goalKeeper: entry.isGoalkeeper,
        match,
        team,
        player,
      });
    });

    const { events, possessions } = convertPlayByPlay(rows, {
      match,
      team1: { id: usa.id, code: 'USA' },
      team2: { id: esp.id, code: 'ESP' },
      newUuid: randomUUID,
    });
    // In play order, so the server's ids keep it.
    for (const possession of possessions) await post(api, token, '/api/possessions', possession);
    for (const event of events) await post(api, token, '/api/events', event);
    await post(api, token, `/api/matches/${match.id}/start`, {});
    await post(api, token, `/api/matches/${match.id}/end`, {});
    return { matchId: match.id, teamIds: { USA: usa.id, ESP: esp.id }, matchName };
  } finally {
    await api.dispose();
  }
}

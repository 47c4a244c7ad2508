import type { APIRequestContext } from '@playwright/test';
import type { MatchEvent } from '../../../src/domain/model';
import { authenticate, newApiContext } from '../support/api';
import { DEMO_USERS } from '../support/roles';

export const DEMO_VIDEO_URL = '/demo/match-clock.webm';

export type DemoVideoSetup = {
  matchId: number;
  matchName: string;
  teamId: number;
  teamName: string;
  /** The player with the most man-up goals in that match, and those goals in play order. */
  player: number;
  manUpGoals: MatchEvent[];
  /** Every man-up goal of that team in that match, in play order. */
  teamManUpGoals: MatchEvent[];
};

type Match = {
  id: number;
  name: string;
  status: string;
  team1: { id: number; name: string };
  team2: { id: number; name: string };
};

async function get<T>(api: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await api.get(path, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET ${path} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * As a data manager would: the demo clock video attached to the first ENDED demo match (whole match,
 * quarter null) unless it is there already, so reruns against one server stay idempotent; then the player
 * of that match with the most man-up goals, read from the seeded events.
 */
export async function attachDemoVideo(): Promise<DemoVideoSetup> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.admin.username, DEMO_USERS.admin.password);
    const ended = await get<Match[]>(api, token, '/api/matches?status.equals=ENDED&sort=id,asc&size=100');
    const match = ended[0];
    if (!match) throw new Error('The demo seed has no ended match');
    const videos = await get<{ videoUrl: string | null; quarter: number | null }[]>(
      api,
      token,
      `/api/match-videos?matchId.equals=${match.id}&size=10`,
    );
    if (!videos.some((video) => video.videoUrl === DEMO_VIDEO_URL && video.quarter == null)) {
      const response = await api.post('/api/match-videos', {
        data: { match: { id: match.id }, quarter: null, videoUrl: DEMO_VIDEO_URL },
        headers: { Authorization: `Bearer ${token}` },
      });
      if (!response.ok())
        throw new Error(`POST /api/match-videos failed: ${response.status()} ${await response.text()}`);
    }
    const goals = await get<MatchEvent[]>(
      api,
      token,
      `/api/events?matchId.equals=${match.id}&type.equals=SHOOT&shootOutcome.equals=GOAL&extraPlayer.equals=true&offense.equals=true&size=2000&sort=time,asc&sort=id,asc`,
    );
    const byPlayer = new Map<string, MatchEvent[]>();
    for (const goal of goals.filter((g) => g.playerNumber != null && g.videoTime != null)) {
      const key = `${goal.team.id}:${goal.playerNumber}`;
      byPlayer.set(key, [...(byPlayer.get(key) ?? []), goal]);
    }
    const best = [...byPlayer.values()].sort((a, b) => b.length - a.length)[0];
    if (!best) throw new Error(`Match ${match.id} has no man-up goal with a player`);
    const teamId = best[0]!.team.id;
    return {
      matchId: match.id,
      matchName: match.name,
      teamId,
      teamName: teamId === match.team1.id ? match.team1.name : match.team2.name,
      player: best[0]!.playerNumber!,
      manUpGoals: best,
      teamManUpGoals: goals.filter((goal) => goal.team.id === teamId),
    };
  } finally {
    await api.dispose();
  }
}

import type { EventTip } from '../../domain/playbyplay';
import { api } from '../api/api';

export type TipsSource = 'import' | 'external' | 'none';

/** The event tips the capture screen will offer for a match, and where they come from. */
export async function fetchMatchTips(matchId: number): Promise<{ tips: EventTip[]; source: TipsSource }> {
  const response = await api.raw<EventTip[]>(`/matches/${matchId}/tips`);
  return { tips: response._data ?? [], source: (response.headers.get('X-Tips-Source') as TipsSource | null) ?? 'none' };
}

/** Stores converted tips for the match (PUT /api/matches/{id}/tips), replacing any earlier import. */
export async function saveMatchTips(matchId: number, tips: EventTip[]): Promise<void> {
  await api(`/matches/${matchId}/tips`, { method: 'PUT', body: tips });
}

export async function deleteMatchTips(matchId: number): Promise<void> {
  await api(`/matches/${matchId}/tips`, { method: 'DELETE' });
}

import { api } from '../api/api';
import type { Entity } from './entityTypes';

/** Exchanges the caps of two match players of one team (POST /api/matches/{id}/roster/swap). */
export function swapCaps(matchId: number, a: number, b: number): Promise<Entity[]> {
  return api<Entity[]>(`/matches/${matchId}/roster/swap`, { method: 'POST', body: { a: { id: a }, b: { id: b } } });
}

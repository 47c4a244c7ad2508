import { api } from '../api/api';
import type { Entity } from './entityTypes';

export type RosterEntry = { player: { id: number }; cap: number; goalKeeper: boolean };

/** Adds several players of one team to a match in one transaction (POST /api/matches/{id}/roster). */
export function addToRoster(matchId: number, teamId: number, players: RosterEntry[]): Promise<Entity[]> {
  return api<Entity[]>(`/matches/${matchId}/roster`, { method: 'POST', body: { team: { id: teamId }, players } });
}

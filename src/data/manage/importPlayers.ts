import { api } from '../api/api';
import type { Entity } from './entityTypes';

export type PlayerImportRow = {
  firstName: string;
  lastName: string;
  birthYear?: number | null;
  cap: number | null;
  goalKeeper: boolean;
};

/**
 * Writes the previewed players for a team in one transaction, optionally also onto a match roster; players
 * the team already has are updated, and the answer counts both.
 */
export function importPlayers(
  teamId: number,
  players: PlayerImportRow[],
  matchId: number | null,
): Promise<{ created: number; updated: number; players: Entity[]; matchPlayers: Entity[] }> {
  return api(`/teams/${teamId}/players/import`, {
    method: 'POST',
    body: { players, ...(matchId ? { match: { id: matchId } } : {}) },
  });
}

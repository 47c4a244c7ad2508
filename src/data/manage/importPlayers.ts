import { api } from '../api/api';
import type { Entity } from './entityTypes';

export type PlayerImportRow = { firstName: string; lastName: string; cap: number | null; goalKeeper: boolean };

/** Creates the previewed players for a team in one transaction, optionally also onto a match roster. */
export function importPlayers(
  teamId: number,
  players: PlayerImportRow[],
  matchId: number | null,
): Promise<{ players: Entity[]; matchPlayers: Entity[] }> {
  return api(`/teams/${teamId}/players/import`, {
    method: 'POST',
    body: { players, ...(matchId ? { match: { id: matchId } } : {}) },
  });
}

import { refreshMatchLog } from '../../data/matchData';

/** After a deletion the list reloads from the server (local work still wins); offline the cache stays. */
export function reloadMatchLog(matchId: number, teamId: number): void {
  refreshMatchLog(matchId, teamId).catch((error: unknown) =>
    console.warn('[events] reload answered from the cache', error),
  );
}

import { endMatchLocally } from '../../data/matchData';
import { requestSync } from '../../data/sync';

/** End from the home list: the match leaves the list at once; the server call goes through the outbox. */
export async function endOngoingMatch(matchId: number): Promise<void> {
  await endMatchLocally(matchId);
  await requestSync().catch((error: unknown) => console.warn('[home] sync request failed', error));
}

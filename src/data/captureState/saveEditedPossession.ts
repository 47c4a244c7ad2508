import { snapshot } from 'valtio';
import type { Possession } from '../../domain/model';
import { requestSync } from '../sync/requestSync';
import { runExclusive } from './dispatchCaptureCommand';
import { openCaptureState } from './captureStateRegistry';
import { storeCaptureWrites } from './storeCaptureWrites';

/**
 * Saves a possession edited on its detail screen as a capture write (the engine has no command for it); the
 * live possession in the state follows when it is the one edited.
 */
export function saveEditedPossession(matchId: number, possession: Possession): Promise<void> {
  return runExclusive(matchId, async () => {
    const live = await openCaptureState(matchId);
    if (live.possession?.uuid === possession.uuid) live.possession = structuredClone(possession);
    await storeCaptureWrites(matchId, [{ kind: 'putPossession', possession }], snapshot(live));
    void requestSync().catch(() => undefined);
  });
}

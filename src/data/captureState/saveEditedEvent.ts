import { snapshot } from 'valtio';
import {
  applyCommand,
  createCaptureState,
  type CaptureError,
  type CaptureWarning,
  type CaptureState,
} from '../../domain/capture';
import type { MatchEvent } from '../../domain/model';
import { requestSync } from '../sync/requestSync';
import { runExclusive } from './dispatchCaptureCommand';
import { loadCaptureContext } from './loadCaptureContext';
import { openCaptureState } from './captureStateRegistry';
import { sideOfTeam } from './sideOfTeam';
import { storeCaptureWrites } from './storeCaptureWrites';

/**
 * Saves an event edited on its detail screen through the engine (load it into the editor, save: an update)
 * without touching the capture screen's open event. Resolves null when stored, else the reason it was refused
 * (the warning, or the engine's error, as codes the app words).
 */
export function saveEditedEvent(matchId: number, event: MatchEvent): Promise<CaptureWarning | CaptureError | null> {
  return runExclusive(matchId, async () => {
    const live = await openCaptureState(matchId);
    const probe = await loadCaptureContext(matchId, live.selectedTeam);
    const side = sideOfTeam(probe.match, event.team.id);
    const context = side === live.selectedTeam ? probe : await loadCaptureContext(matchId, side);
    const scratch: CaptureState =
      side === live.selectedTeam ? (structuredClone(snapshot(live)) as CaptureState) : createCaptureState(side);
    const loaded = applyCommand({ ...scratch, current: null }, { type: 'loadEvent', event }, context);
    const saved = applyCommand(loaded.state, { type: 'save' }, context);
    if (saved.error) return loaded.state.warning ?? saved.error;
    await storeCaptureWrites(matchId, saved.writes, snapshot(live));
    void requestSync().catch(() => undefined);
    return null;
  });
}

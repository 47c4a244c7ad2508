import { snapshot } from 'valtio';
import {
  applyCommand,
  createCaptureState,
  type CaptureContext,
  type CaptureError,
  type CaptureState,
  type CaptureWarning,
  type CaptureWrite,
} from '../../domain/capture';
import type { TeamSide } from '../../domain/model';
import type { ReviewWrite } from '../../domain/review';
import { requestSync } from '../sync/requestSync';
import { assignCaptureState } from './assignCaptureState';
import { openCaptureState } from './captureStateRegistry';
import { runExclusive } from './dispatchCaptureCommand';
import { loadCaptureContext } from './loadCaptureContext';
import { sideOfTeam } from './sideOfTeam';
import { storeCaptureWrites } from './storeCaptureWrites';

/**
 * Stores a review resolution (issue: match review) down the capture path, whichever team's log each write is in:
 * a put is saved as an edit of a stored event (load, save: saveEditedEvent's way), a delete as Delete event. The
 * writes of both logs go into one transaction with their outbox rows, so the happening is settled whole or not at
 * all, offline too. A delete in the log the capture screen keeps rebuilds its live state, as Delete event does.
 * Resolves null when stored, else why the engine refused (nothing is then stored).
 */
export function storeReviewWrites(
  matchId: number,
  writes: readonly ReviewWrite[],
): Promise<CaptureWarning | CaptureError | null> {
  return runExclusive(matchId, async () => {
    const live = await openCaptureState(matchId);
    const stored = snapshot(live) as CaptureState;
    let liveState = stored;
    const captured: CaptureWrite[] = [];
    const liveContext = await loadCaptureContext(matchId, live.selectedTeam);
    const contexts: Partial<Record<TeamSide, CaptureContext>> = { [live.selectedTeam]: liveContext };
    for (const write of writes) {
      const side = sideOfTeam(liveContext.match, write.event.team.id);
      const context = (contexts[side] ??= await loadCaptureContext(matchId, side));
      const isLiveSide = side === live.selectedTeam;
      if (write.kind === 'put') {
        const scratch = isLiveSide ? (structuredClone(liveState) as CaptureState) : createCaptureState(side);
        const loaded = applyCommand({ ...scratch, current: null }, { type: 'loadEvent', event: write.event }, context);
        const saved = applyCommand(loaded.state, { type: 'save' }, context);
        if (saved.error) return loaded.state.warning ?? saved.error;
        captured.push(...saved.writes);
      } else {
        const from = isLiveSide ? liveState : createCaptureState(side);
        const deleted = applyCommand(from, { type: 'deleteEvent', uuid: write.event.uuid }, context);
        if (deleted.error) return deleted.error;
        captured.push(...deleted.writes);
        if (isLiveSide) liveState = deleted.state;
      }
    }
    if (captured.length === 0) return null;
    await storeCaptureWrites(matchId, captured, liveState);
    if (liveState !== stored) assignCaptureState(live, liveState, stored);
    void requestSync().catch((error: unknown) => console.warn('[review] sync request failed', error));
    return null;
  });
}

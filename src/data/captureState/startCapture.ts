import { snapshot } from 'valtio';
import { createCaptureState, type CaptureState } from '../../domain/capture';
import type { TeamSide } from '../../domain/model';
import { startMatchLocally } from './startMatchLocally';
import type { MatchRow } from '../db/rows';
import { cacheMatches } from '../matchData/cacheMatches';
import { refreshMatchData } from '../matchData/refreshMatchData';
import { requestSync } from '../sync/requestSync';
import { dispatchCaptureCommand } from './dispatchCaptureCommand';
import { loadCaptureContext } from './loadCaptureContext';
import { openCaptureState } from './captureStateRegistry';
import { storeCaptureWrites } from './storeCaptureWrites';

/**
 * Start match (docs/product.md §4): the match becomes ONGOING on this device (the server call is queued), its data and
 * events are loaded when online, and the capture state is set to the chosen side. Works offline.
 */
export async function startCapture(match: MatchRow, side: TeamSide): Promise<void> {
  await cacheMatches([match]);
  await startMatchLocally(match.id);
  const teamId = side === 'team1' ? match.team1.id : match.team2.id;
  await refreshMatchData(match.id, teamId).catch((error: unknown) => console.warn('[capture] starting offline', error));
  const state = await openCaptureState(match.id);
  if (state.history.length > 0 || state.possession) {
    await dispatchCaptureCommand(match.id, { type: 'selectTeam', side });
  } else {
    const context = await loadCaptureContext(match.id, side);
    const goalkeeper = context.roster[side].find((player) => player.goalKeeper)?.cap ?? null;
    Object.assign(state, {
      ...createCaptureState(side, { goalkeeper }),
      quarter: state.quarter,
    } satisfies CaptureState);
    if (context.events.length > 0) await dispatchCaptureCommand(match.id, { type: 'rebuild' });
  }
  await storeCaptureWrites(match.id, [], snapshot(state));
  void requestSync().catch(() => undefined);
}

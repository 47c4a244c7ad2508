import type { LiveState } from '../../domain/capture';
import { captureDataStores } from './captureDataStores';

/**
 * The open matches' live state proxies, by match id, and the restores under way. Apart from the registry
 * that fills them, so that forgetting them (logout, a change of user) does not load the capture engine.
 */
export const liveStateProxies = new Map<number, LiveState>();
export const restoringLiveStates = new Map<number, Promise<LiveState>>();

/**
 * Forgets every proxy and every match's capture data held in memory (logout resets the capture state,
 * docs/product.md §4; a change of user; tests), so nothing of the previous user outlives their cleared rows.
 */
export function forgetLiveStates(): void {
  liveStateProxies.clear();
  restoringLiveStates.clear();
  const stores = [...captureDataStores.values()];
  captureDataStores.clear();
  for (const store of stores) store.forget();
}

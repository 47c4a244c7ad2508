import type { CaptureState } from '../../domain/capture';
import { captureDataStores } from './captureDataStores';

/**
 * The open matches' capture state proxies, by match id, and the restores under way. Apart from the registry
 * that fills them, so that forgetting them (logout, a change of user) does not load the capture engine.
 */
export const captureStateProxies = new Map<number, CaptureState>();
export const restoringCaptureStates = new Map<number, Promise<CaptureState>>();

/**
 * Forgets every proxy and every match's capture data held in memory (logout resets the capture state,
 * docs/product.md §4; a change of user; tests), so nothing of the previous user outlives their cleared rows.
 */
export function forgetCaptureStates(): void {
  captureStateProxies.clear();
  restoringCaptureStates.clear();
  const stores = [...captureDataStores.values()];
  captureDataStores.clear();
  for (const store of stores) store.forget();
}

import type { LiveState } from '../../domain/capture';

/**
 * The open matches' live state proxies, by match id, and the restores under way. Apart from the registry
 * that fills them, so that forgetting them (logout, a change of user) does not load the capture engine.
 */
export const liveStateProxies = new Map<number, LiveState>();
export const restoringLiveStates = new Map<number, Promise<LiveState>>();

/** Forgets every proxy (logout resets the capture state, spec §4; a change of user; tests). */
export function forgetLiveStates(): void {
  liveStateProxies.clear();
  restoringLiveStates.clear();
}

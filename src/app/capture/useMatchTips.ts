import { useCallback, useSyncExternalStore } from 'react';
import { captureDataStoreOf } from '../../data/captureState';
import type { Tip } from '../../domain/capture';

const NONE: readonly Tip[] = [];

/** The event tips cached for a match (none until a play-by-play is imported), from its capture data store. */
export function useMatchTips(matchId: number): readonly Tip[] {
  const store = captureDataStoreOf(matchId);
  const subscribe = useCallback((listener: () => void) => store.watch(listener), [store]);
  return useSyncExternalStore(subscribe, () => store.view()?.tips ?? NONE);
}

import { useLiveQuery } from 'dexie-react-hooks';
import type { Tip } from '../../domain/capture';
import { readMatchTips } from '../../data/liveState';

const NONE: readonly Tip[] = [];

/** The event tips cached for a match (none until a play-by-play is imported). */
export function useMatchTips(matchId: number): readonly Tip[] {
  return useLiveQuery(() => readMatchTips(matchId), [matchId], NONE);
}

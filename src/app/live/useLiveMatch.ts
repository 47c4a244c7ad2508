import { useEffect, useState } from 'react';
import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import { followLiveMatch, lastLiveSnapshot, type LiveConnection } from '../../data/live';

export type LiveMatchState = { snapshot: LiveSnapshot | null; connection: LiveConnection };

/**
 * The shared match as last seen and how the page is connected. It starts from the state this device kept
 * (an offline reload still shows the score) and keeps whatever arrives; a revoked link forgets it.
 */
export function useLiveMatch(shareId: string): LiveMatchState {
  const [state, setState] = useState<LiveMatchState & { shareId: string }>(() => ({
    shareId,
    snapshot: lastLiveSnapshot.read(shareId),
    connection: 'connecting',
  }));
  if (state.shareId !== shareId) {
    setState({ shareId, snapshot: lastLiveSnapshot.read(shareId), connection: 'connecting' });
  }
  useEffect(
    () =>
      followLiveMatch(shareId, {
        onSnapshot: (snapshot) => {
          lastLiveSnapshot.save(shareId, snapshot);
          setState((previous) => ({ ...previous, snapshot }));
        },
        onConnection: (connection) => {
          if (connection === 'unavailable') lastLiveSnapshot.forget(shareId);
          setState((previous) => ({ ...previous, connection }));
        },
      }),
    [shareId],
  );
  return { snapshot: state.snapshot, connection: state.connection };
}

import { useEffect, useState } from 'react';
import { openLiveState } from '../../data/liveState';
import type { LiveState } from '../../domain/capture';

/** The match's live state proxy, once restored from the device. */
export function useLiveStateProxy(matchId: number): LiveState | null {
  const [opened, setOpened] = useState<{ matchId: number; state: LiveState } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void openLiveState(matchId).then((state) => {
      if (isCurrent) setOpened({ matchId, state });
    });
    return () => {
      isCurrent = false;
    };
  }, [matchId]);
  return opened?.matchId === matchId ? opened.state : null;
}

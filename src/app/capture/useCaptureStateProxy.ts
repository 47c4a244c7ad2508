import { useEffect, useState } from 'react';
import { openCaptureState } from '../../data/captureState';
import type { CaptureState } from '../../domain/capture';

/** The match's capture state proxy, once restored from the device. */
export function useCaptureStateProxy(matchId: number): CaptureState | null {
  const [opened, setOpened] = useState<{ matchId: number; state: CaptureState } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void openCaptureState(matchId).then((state) => {
      if (isCurrent) setOpened({ matchId, state });
    });
    return () => {
      isCurrent = false;
    };
  }, [matchId]);
  return opened?.matchId === matchId ? opened.state : null;
}

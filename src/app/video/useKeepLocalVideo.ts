import { useState } from 'react';
import { saveLocalVideo, type LocalVideoSource } from '../../data/video';

export type KeepLocalVideo = {
  keep: (matchId: number, quarter: number | null, source: LocalVideoSource) => Promise<boolean>;
  /** The last file could not be kept (storage full, handle refused). */
  hasFailed: boolean;
};

/** Keeps a picked file for a match on this device; a refusal (storage full, handle refused) is remembered for the screen to say. */
export function useKeepLocalVideo(): KeepLocalVideo {
  const [hasFailed, setFailed] = useState(false);
  const keep = async (matchId: number, quarter: number | null, source: LocalVideoSource) => {
    setFailed(false);
    try {
      await saveLocalVideo(matchId, quarter, source);
      return true;
    } catch (failure) {
      console.error('[video] keeping the local file failed', failure);
      setFailed(true);
      return false;
    }
  };
  return { keep, hasFailed };
}

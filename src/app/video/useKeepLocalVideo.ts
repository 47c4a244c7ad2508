import { useState } from 'react';
import { saveLocalVideo, type LocalVideoSource } from '../../data/video';

export type KeepLocalVideo = {
  keep: (matchId: number, quarter: number | null, source: LocalVideoSource) => Promise<boolean>;
  error: string | null;
};

/** Keeps a picked file for a match on this device; a refusal (storage full, handle refused) becomes a sentence. */
export function useKeepLocalVideo(): KeepLocalVideo {
  const [error, setError] = useState<string | null>(null);
  const keep = async (matchId: number, quarter: number | null, source: LocalVideoSource) => {
    setError(null);
    try {
      await saveLocalVideo(matchId, quarter, source);
      return true;
    } catch (failure) {
      console.error('[video] keeping the local file failed', failure);
      setError('The file could not be kept on this device (storage full or refused).');
      return false;
    }
  };
  return { keep, error };
}

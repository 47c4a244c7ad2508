import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { MatchVideoRow } from '../../data/db';
import { readLocalVideos } from '../../data/video';
import { videoForEvent } from '../../domain/video';
import { videoSlotsOf, type VideoSlot } from './videoSlot';

/**
 * The video in which a quarter of a match is seen, found as the video analysis screen finds a clip's:
 * the slots of the match's server videos and files picked on this device, then the quarter's own or the
 * whole match's. Play it with useVideoSource.
 */
export function useMatchVideoSlot(
  match: { id: number; name: string },
  videos: readonly MatchVideoRow[],
  quarter: number,
): VideoSlot | null {
  const localVideos = useLiveQuery(() => readLocalVideos([match.id]), [match.id]);
  const { id, name } = match;
  return useMemo(() => {
    const slots = videoSlotsOf([{ match: { id, name }, videos, localVideos: localVideos ?? [] }]);
    return videoForEvent(slots, { match: { id }, quarter });
  }, [id, name, videos, localVideos, quarter]);
}

import { useLiveQuery } from 'dexie-react-hooks';
import { readVideoAlignments } from '../../../data/video';
import type { AlignmentAnchor } from '../../../domain/video';
import type { VideoSlot } from '../videoSlot';

const NONE: ReadonlyMap<number, AlignmentAnchor[]> = new Map();

/** The cached alignments of the slots' server videos by video id, live: a saved change shows at once. */
export function useVideoAlignments(slots: readonly VideoSlot[]): ReadonlyMap<number, AlignmentAnchor[]> {
  const key = slots.flatMap((slot) => (slot.server ? [slot.server.id] : [])).join(',');
  const alignments = useLiveQuery(() => readVideoAlignments(key ? key.split(',').map(Number) : []), [key]);
  return alignments ?? NONE;
}

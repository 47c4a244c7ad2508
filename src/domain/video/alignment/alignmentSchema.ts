import * as v from 'valibot';
import { UuidSchema, VideoTimeSchema } from '../../model';

/** Anchors one alignment may hold: a handful in practice (one per quarter and some drift fixes). */
export const MAX_ALIGNMENT_ANCHORS = 200;

/** "This event is at this second of the video": what "Sync here" records. */
export const AlignmentAnchorSchema = v.object({ eventUuid: UuidSchema, videoTime: VideoTimeSchema });
export type AlignmentAnchor = v.InferOutput<typeof AlignmentAnchorSchema>;

const hasOneAnchorPerEvent = (anchors: AlignmentAnchor[]) =>
  new Set(anchors.map((anchor) => anchor.eventUuid)).size === anchors.length;

/** A match video's alignment with the log (docs/design.md §8); no anchors: not aligned. */
export const VideoAlignmentSchema = v.object({
  anchors: v.pipe(
    v.array(AlignmentAnchorSchema),
    v.maxLength(MAX_ALIGNMENT_ANCHORS, `at most ${MAX_ALIGNMENT_ANCHORS} anchors`),
    v.check(hasOneAnchorPerEvent, 'one anchor per event'),
  ),
});
export type VideoAlignment = v.InferOutput<typeof VideoAlignmentSchema>;

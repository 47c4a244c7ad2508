import * as v from 'valibot';
import type { $Fetch } from 'ofetch';
import { VideoAlignmentSchema, type AlignmentAnchor } from '../../domain/video';
import { api } from '../api/api';
import { db } from '../db/db';
import { pullIntoCache } from '../pull/pullIntoCache';

/** Where a match video's alignment with the log (docs/design.md §8) is cached in db.meta, so clips align offline. */
export function videoAlignmentKey(videoId: number): string {
  return `videoAlignment:${videoId}`;
}

const alignmentPath = (videoId: number) => `/match-videos/${videoId}/alignment`;

const anchorsOf = (value: unknown): AlignmentAnchor[] | null => {
  const parsed = v.safeParse(VideoAlignmentSchema, value);
  return parsed.success ? parsed.output.anchors : null;
};

async function cacheAnchors(videoId: number, anchors: readonly AlignmentAnchor[]): Promise<void> {
  await db.meta.put({ key: videoAlignmentKey(videoId), value: { anchors } });
}

/** The cached anchors of each given video that has some. */
export async function readVideoAlignments(videoIds: readonly number[]): Promise<Map<number, AlignmentAnchor[]>> {
  const rows = await db.meta.bulkGet(videoIds.map(videoAlignmentKey));
  const found = new Map<number, AlignmentAnchor[]>();
  rows.forEach((row, i) => {
    const anchors = anchorsOf(row?.value);
    if (anchors?.length) found.set(videoIds[i]!, anchors);
  });
  return found;
}

/** The videos' alignments from the server into the cache; a failed load keeps the cached one and is only logged. */
export async function refreshVideoAlignments(videoIds: readonly number[], client: $Fetch = api): Promise<void> {
  await Promise.all(
    videoIds.map((videoId) =>
      pullIntoCache({
        key: `video alignment ${videoId}`,
        fetch: () => client<unknown>(alignmentPath(videoId)),
        tables: [db.meta],
        store: async (answer) => {
          const anchors = anchorsOf(answer);
          if (anchors) await cacheAnchors(videoId, anchors);
        },
      }).catch((error: unknown) => console.error(`[video] the alignment of video ${videoId} was not read`, error)),
    ),
  );
}

/**
 * Replaces a video's anchors on the server (a manager, online only; `[]` undoes the alignment) and caches the answer
 * at once, so the clips follow without a reload.
 */
export async function saveVideoAlignment(
  videoId: number,
  anchors: readonly AlignmentAnchor[],
  client: $Fetch = api,
): Promise<void> {
  const answer = await client<unknown>(alignmentPath(videoId), { method: 'PUT', body: { anchors } });
  await cacheAnchors(videoId, anchorsOf(answer) ?? []);
}

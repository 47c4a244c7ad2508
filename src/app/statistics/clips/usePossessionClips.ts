import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { readStatsMatches } from '../../../data/statistics';
import type { StatsFilter } from '../../../domain/stats';
import { possessionClips, type PossessionClips } from '../../../domain/video/possessionClips';

/**
 * The possessions behind the possession and lineup figures, with their events, read from the cached logs of the
 * chosen matches with video only (the figures themselves may come from the stored summaries), and only while
 * `isWanted` (a tab that links them is open). undefined until read.
 */
export function usePossessionClips(
  withVideo: readonly number[],
  filter: StatsFilter,
  isWanted: boolean,
): PossessionClips[] | undefined {
  const key = isWanted ? withVideo.join(',') : '';
  const matches = useLiveQuery(
    async () => (key === '' ? [] : (await readStatsMatches(key.split(',').map(Number))).matches),
    [key],
  );
  return useMemo(() => (matches ? possessionClips(matches, filter) : undefined), [matches, filter]);
}

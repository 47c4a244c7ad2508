import type { ClipFilter } from './clipFilter';
import type { RollSettings } from './clipRoll';

/**
 * The video screen's state as a shareable URL query. The statistics screen's keys (`matches`, `team`,
 * `player`, `type`, `outcome`, `situation`, `quarter`, `manUp=1`, `events`: comma-separated event uuids) plus
 * `manDown=1`, `review=1`, `pre`, `post` (global roll in seconds) and `event` (a uuid or server id to open at).
 */
export type ClipQuery = {
  filter: ClipFilter;
  rolls: RollSettings;
  event: string | null;
};

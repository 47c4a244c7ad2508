import type { TeamStatistics } from '../../../domain/stats';
import type { PossessionClips } from '../../../domain/video/possessionClips';
import type { EventClipLinker } from './clipLinker';

/** Where the events of a team's possessions that `isBehind` picks play as clips, or null (see EventClipLinker). */
export type PossessionClipLinker = (
  team: TeamStatistics,
  isBehind: (possession: PossessionClips) => boolean,
) => string | null;

export const NO_POSSESSION_CLIPS: PossessionClipLinker = () => null;

/** Links to the events of the possessions behind a possession or lineup figure; none until they are read. */
export function createPossessionClipLinker(
  possessions: readonly PossessionClips[] | undefined,
  clipEvents: EventClipLinker,
): PossessionClipLinker {
  if (!possessions) return NO_POSSESSION_CLIPS;
  return (team, isBehind) =>
    clipEvents(
      team,
      possessions
        .filter((possession) => possession.team === team.team.id && isBehind(possession))
        .flatMap(({ matchId, events }) => events.map((uuid) => ({ matchId, uuid }))),
    );
}

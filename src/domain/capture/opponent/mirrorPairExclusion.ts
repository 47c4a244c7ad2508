import { type MatchEvent, mirrorEventType } from '../../model';

/**
 * The opposite exclusion a pair exclusion also records (for becomes against and vice versa), with its own
 * uuids. The players stay: both events are seen from the selected team.
 */
export function mirrorPairExclusion(event: MatchEvent, newUuid: () => string): MatchEvent {
  const { id: _id, ...rest } = event;
  return {
    ...rest,
    uuid: newUuid(),
    type: mirrorEventType(event.type) ?? event.type,
    opponentEventUuid: newUuid(),
  };
}

import type { MatchEvent, Possession } from '../../model';
import type { CaptureContext, CaptureState } from '../types';

/** The possession an event belongs to: the live one, or a stored one. */
export function possessionOfEvent(
  event: Pick<MatchEvent, 'possessionUuid'>,
  state: Pick<CaptureState, 'possession'>,
  context: Pick<CaptureContext, 'possessions'>,
): Possession | null {
  if (event.possessionUuid == null) return null;
  if (state.possession?.uuid === event.possessionUuid) return state.possession;
  return context.possessions.find((possession) => possession.uuid === event.possessionUuid) ?? null;
}

import type { MatchEvent } from '../../model';
import { attackPickerOf } from './attackPickerOf';

/**
 * A saved event keeps only the attack pick that applies to it (attackPickerOf): a centre or back picked before
 * the man-up began, posts picked outside one, or either on a penalty shot are cleared.
 */
export function dropUnusedAttackPicks(event: MatchEvent): MatchEvent {
  const picker = attackPickerOf(event, event);
  return {
    ...event,
    ...(picker === 'centreOrBack' ? {} : { centerPlayers: [], backPlayers: [] }),
    ...(picker === 'posts' ? {} : { post1PlayerNumber: null, post2PlayerNumber: null }),
  };
}

import type { MatchEvent } from '../../model';
import { eventKindOf } from '../event/eventKindOf';

/** How a possession ended, as a code; the app words it ('Shot clock', 'Ball lost', …) in the user's language. */
export type PossessionOutcomeCode =
  | 'shotClock'
  | 'badPass'
  | 'counterFoul'
  | 'ballLost'
  | 'exclusion'
  | 'shotMissed'
  | 'shotBlocked'
  | 'goal'
  | 'swimOff';

const TURNOVER_OUTCOMES = { TIME: 'shotClock', BAD_PASS: 'badPass', CONTRAFAULT: 'counterFoul' } as const;

/**
 * How a possession ended, for the possession list (docs/product.md §4), by priority: a turnover (shot clock, bad pass,
 * counter foul, else ball lost), then an exclusion, then the last shot (missed, blocked, else a goal), then a
 * swim-off. null when none of these happened in it.
 */
export function possessionOutcome(
  events: readonly Pick<MatchEvent, 'type' | 'turnOverType' | 'shootOutcome'>[],
): PossessionOutcomeCode | null {
  const ofKind = (kind: string) => events.filter((event) => eventKindOf(event.type) === kind);
  const turnover = ofKind('turnover').at(-1);
  if (turnover) {
    const type = turnover.turnOverType;
    return type && type !== 'BALL_LOST' ? TURNOVER_OUTCOMES[type] : 'ballLost';
  }
  if (ofKind('exclusion').length > 0) return 'exclusion';
  const shot = ofKind('shoot').at(-1);
  if (shot) {
    if (shot.shootOutcome === 'MISSFOR' || shot.shootOutcome === 'MISSAGAINST') return 'shotMissed';
    if (shot.shootOutcome === 'BLOCKFOR' || shot.shootOutcome === 'BLOCKAGAINST') return 'shotBlocked';
    return 'goal';
  }
  return ofKind('swimoff').length > 0 ? 'swimOff' : null;
}

import type { MatchEvent } from '../model';
import { eventKindOf } from './eventKindOf';

const TURNOVER_LABELS = { TIME: 'Shot clock', BAD_PASS: 'Bad pass', CONTRAFAULT: 'Counter foul' } as const;

/**
 * How a possession ended, for the possession list (spec §4), by priority: a turnover ('Shot clock',
 * 'Bad pass', 'Counter foul', else 'Ball lost'), then 'Exclusion', then the last shot ('Shot missed',
 * 'Shot blocked', else 'Goal'), then 'Swimoff'. null when none of these happened in it.
 */
export function possessionOutcome(
  events: readonly Pick<MatchEvent, 'type' | 'turnOverType' | 'shootOutcome'>[],
): string | null {
  const ofKind = (kind: string) => events.filter((event) => eventKindOf(event.type) === kind);
  const turnover = ofKind('turnover').at(-1);
  if (turnover) {
    const type = turnover.turnOverType;
    return type && type !== 'BALL_LOST' ? TURNOVER_LABELS[type] : 'Ball lost';
  }
  if (ofKind('exclusion').length > 0) return 'Exclusion';
  const shot = ofKind('shoot').at(-1);
  if (shot) {
    if (shot.shootOutcome === 'MISSFOR' || shot.shootOutcome === 'MISSAGAINST') return 'Shot missed';
    if (shot.shootOutcome === 'BLOCKFOR' || shot.shootOutcome === 'BLOCKAGAINST') return 'Shot blocked';
    return 'Goal';
  }
  return ofKind('swimoff').length > 0 ? 'Swimoff' : null;
}

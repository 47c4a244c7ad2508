import type { MatchEvent, TurnOverType } from '../model';
import type { PossessionOutcome } from './types';

const TURNOVER_OUTCOME: Record<TurnOverType, PossessionOutcome> = {
  TIME: 'Shot clock',
  BAD_PASS: 'Bad pass',
  CONTRAFAULT: 'Counter foul',
  BALL_LOST: 'Ball lost',
};

/**
 * How a possession ended, by spec §4's priority: a turnover, then an exclusion, then a shot (the last one:
 * missed, blocked, else goal), then a swim-off.
 */
export function possessionOutcome(events: readonly MatchEvent[]): PossessionOutcome {
  const turnover = events.find((event) => event.type === 'BALLLOST' || event.type === 'BALLGAINED');
  if (turnover) return turnover.turnOverType ? TURNOVER_OUTCOME[turnover.turnOverType] : 'Ball lost';
  if (events.some((event) => event.type === 'EXCLUSIONFOR' || event.type === 'EXCLUSIONAGAINST')) return 'Exclusion';
  const shot = events.filter((event) => event.type === 'SHOOT' || event.type === 'SHOOTAGAINST').at(-1);
  if (shot) {
    if (shot.shootOutcome === 'MISSFOR' || shot.shootOutcome === 'MISSAGAINST') return 'Shot missed';
    if (shot.shootOutcome === 'BLOCKFOR' || shot.shootOutcome === 'BLOCKAGAINST') return 'Shot blocked';
    return 'Goal';
  }
  if (events.some((event) => event.type === 'SWIMOFF' || event.type === 'SWIMOFFAGAINST')) return 'Swimoff';
  return 'None';
}

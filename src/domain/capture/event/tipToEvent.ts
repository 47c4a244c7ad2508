import type { EventType, ExclusionType, ShootOutcome, TurnOverType } from '../../model';
import type { EventDraft } from '../types';

type TipEvent = {
  type: EventType;
  exclusionType?: ExclusionType;
  turnOverType?: TurnOverType;
  shootOutcome?: ShootOutcome;
  extraPlayer?: boolean;
  offense?: boolean;
};

const OWN_SIDE: Record<string, TipEvent> = {
  CS: { type: 'SWIMOFF' },
  ER: { type: 'EXCLUSIONAGAINST', exclusionType: 'NORMAL' },
  EC: { type: 'EXCLUSIONAGAINST', exclusionType: 'NORMAL' },
  TA: { type: 'BALLGAINED', turnOverType: 'BALL_LOST' },
  TF: { type: 'BALLGAINED', turnOverType: 'CONTRAFAULT' },
  MA: { type: 'SHOOT' },
  MC: { type: 'SHOOT' },
  SC: { type: 'SHOOT' },
  AC: { type: 'SHOOT' },
  MX: { type: 'SHOOT', extraPlayer: true },
  SX: { type: 'SHOOT', extraPlayer: true },
  EF: { type: 'EXCLUSIONFOR', exclusionType: 'NORMAL' },
  GA: { type: 'SHOOT', shootOutcome: 'GOAL' },
  GC: { type: 'SHOOT', shootOutcome: 'GOAL' },
  GX: { type: 'SHOOT', shootOutcome: 'GOAL', extraPlayer: true },
};

const OPPOSING_SIDE: Record<string, TipEvent> = {
  CS: { type: 'SWIMOFFAGAINST' },
  SX: { type: 'SHOOTAGAINST', extraPlayer: true, offense: false },
  SA: { type: 'SHOOTAGAINST', offense: false },
  SC: { type: 'SHOOTAGAINST', extraPlayer: true, offense: false },
  GA: { type: 'SHOOTAGAINST', shootOutcome: 'GOAL', offense: false },
  GC: { type: 'SHOOTAGAINST', shootOutcome: 'GOAL', offense: false },
  GX: { type: 'SHOOTAGAINST', shootOutcome: 'GOAL', extraPlayer: true, offense: false },
};

/**
 * The event a two-letter play-by-play code suggests (docs/product.md §4, event tips), for a tip on the selected team's
 * side or on the opposing side. null for a code the table does not know: such a tip is shown, not clickable.
 */
export function tipToEvent(code: string, isOwnSide: boolean): EventDraft | null {
  const table = isOwnSide ? OWN_SIDE : OPPOSING_SIDE;
  const found = Object.hasOwn(table, code.toUpperCase()) ? table[code.toUpperCase()] : undefined;
  return found ? { ...found } : null;
}

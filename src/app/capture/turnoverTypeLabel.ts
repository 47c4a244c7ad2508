import type { TurnOverType } from '../../domain/model';

const LABELS: Record<TurnOverType, string> = {
  BALL_LOST: 'Ball lost',
  CONTRAFAULT: 'Counter foul',
  TIME: 'Shot clock',
  BAD_PASS: 'Bad pass',
};

/** Turnover types in the words of the possession outcome (spec §4). */
export function turnoverTypeLabel(type: TurnOverType): string {
  return LABELS[type];
}

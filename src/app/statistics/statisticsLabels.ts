import type { ExclusionType, ShootSituation, TurnOverType } from '../../domain/model';
import type { BoxScoreColumn, ManUpState } from '../../domain/stats';

export const SITUATION_LABELS: Record<ShootSituation, string> = {
  ACTION: 'Action',
  CENTER: 'Centre',
  COUNTERATTACK: 'Counterattack',
  DRIVE: 'Drive',
  DIRECT_FREE_THROW: 'Direct free throw',
  PENALTY: 'Penalty',
  PENALTYSHOOTOUT: 'Shootout',
};

/** The official box-score rows, in the published order; `other` (no situation) shows only when used. */
export const BOX_SCORE_ROWS: { column: BoxScoreColumn; label: string; situation?: ShootSituation; manUp?: boolean }[] = [
  { column: 'action', label: 'Action', situation: 'ACTION' },
  { column: 'centre', label: 'Centre', situation: 'CENTER' },
  { column: 'extraPlayer', label: 'Extra player', manUp: true },
  { column: 'directFreeThrow', label: 'Direct free throw', situation: 'DIRECT_FREE_THROW' },
  { column: 'penalty', label: 'Penalty', situation: 'PENALTY' },
  { column: 'counterattack', label: 'Counterattack', situation: 'COUNTERATTACK' },
  { column: 'drive', label: 'Drive', situation: 'DRIVE' },
  { column: 'other', label: 'No situation recorded' },
];

export const TURNOVER_LABELS: Record<TurnOverType | 'UNKNOWN', string> = {
  BALL_LOST: 'Ball lost',
  CONTRAFAULT: 'Counter foul',
  TIME: 'Shot clock',
  BAD_PASS: 'Bad pass',
  UNKNOWN: 'Type not recorded',
};

export const EXCLUSION_LABELS: Record<ExclusionType | 'UNKNOWN', string> = {
  NORMAL: '20 s exclusion',
  PAIR: 'Pair exclusion',
  VIOLENCE: 'Brutality / violence',
  WITH_SUBSTITUTION: 'With substitution',
  UNKNOWN: 'Type not recorded',
};

export const MAN_UP_LABELS: Record<ManUpState, string> = {
  MAN_UP: 'Man-up',
  MAN_DOWN: 'Man-down',
  EVEN: 'Even strength',
};

export const QUARTER_LABELS: Record<number, string> = { 1: 'Q1', 2: 'Q2', 3: 'Q3', 4: 'Q4', 5: 'Shootout' };

import { SHOOTOUT_QUARTER, type ExclusionType, type ShootSituation, type TurnOverType } from '../../domain/model';
import type { BoxScoreColumn, ManUpState, PossessionOutcome } from '../../domain/stats';
import type { MessageKey } from '../i18n';
import { statisticsText } from './statisticsText';

type Key = MessageKey<'statistics'>;

const SITUATION_KEYS = {
  ACTION: 'situation.action',
  CENTER: 'situation.centre',
  COUNTERATTACK: 'situation.counterattack',
  DRIVE: 'situation.drive',
  DIRECT_FREE_THROW: 'situation.directFreeThrow',
  PENALTY: 'situation.penalty',
  PENALTYSHOOTOUT: 'situation.shootout',
} satisfies Record<ShootSituation, Key>;

export const situationLabel = (situation: ShootSituation) => statisticsText(SITUATION_KEYS[situation]);

export type BoxScoreRow = { column: BoxScoreColumn; labelKey: Key; situation?: ShootSituation; manUp?: boolean };

/** The official box-score rows, in the published order; `other` (no situation) shows only when used. */
export const BOX_SCORE_ROWS: BoxScoreRow[] = [
  { column: 'action', labelKey: 'situation.action', situation: 'ACTION' },
  { column: 'centre', labelKey: 'situation.centre', situation: 'CENTER' },
  { column: 'extraPlayer', labelKey: 'situation.extraPlayer', manUp: true },
  { column: 'directFreeThrow', labelKey: 'situation.directFreeThrow', situation: 'DIRECT_FREE_THROW' },
  { column: 'penalty', labelKey: 'situation.penalty', situation: 'PENALTY' },
  { column: 'counterattack', labelKey: 'situation.counterattack', situation: 'COUNTERATTACK' },
  { column: 'drive', labelKey: 'situation.drive', situation: 'DRIVE' },
  { column: 'other', labelKey: 'situation.notRecorded' },
];

export const boxScoreRowLabel = (row: BoxScoreRow) => statisticsText(row.labelKey);

const TURNOVER_KEYS = {
  BALL_LOST: 'turnover.ballLost',
  CONTRAFAULT: 'turnover.counterFoul',
  TIME: 'turnover.shotClock',
  BAD_PASS: 'turnover.badPass',
  UNKNOWN: 'typeNotRecorded',
} satisfies Record<TurnOverType | 'UNKNOWN', Key>;

export const turnoverLabel = (type: TurnOverType | 'UNKNOWN') => statisticsText(TURNOVER_KEYS[type]);

const EXCLUSION_KEYS = {
  NORMAL: 'exclusion.normal',
  PAIR: 'exclusion.pair',
  VIOLENCE: 'exclusion.violence',
  WITH_SUBSTITUTION: 'exclusion.withSubstitution',
  UNKNOWN: 'typeNotRecorded',
} satisfies Record<ExclusionType | 'UNKNOWN', Key>;

export const exclusionLabel = (type: ExclusionType | 'UNKNOWN') => statisticsText(EXCLUSION_KEYS[type]);

const MAN_UP_KEYS = {
  MAN_UP: 'manUpState.manUp',
  MAN_DOWN: 'manUpState.manDown',
  EVEN: 'manUpState.even',
} satisfies Record<ManUpState, Key>;

/** The man-up filter's choices, in order. */
export const MAN_UP_STATES = Object.keys(MAN_UP_KEYS) as ManUpState[];

export const manUpLabel = (state: ManUpState) => statisticsText(MAN_UP_KEYS[state]);

/** 'Q2', the shootout by name. */
export const quarterLabel = (quarter: number) =>
  quarter >= SHOOTOUT_QUARTER ? statisticsText('quarter.shootout') : statisticsText('quarter.short', { quarter });

const OUTCOME_KEYS = {
  shotClock: 'outcome.shotClock',
  badPass: 'outcome.badPass',
  counterFoul: 'outcome.counterFoul',
  ballLost: 'outcome.ballLost',
  exclusion: 'outcome.exclusion',
  shotMissed: 'outcome.shotMissed',
  shotBlocked: 'outcome.shotBlocked',
  goal: 'outcome.goal',
  swimOff: 'outcome.swimOff',
  none: 'outcome.none',
} satisfies Record<PossessionOutcome, Key>;

export const possessionOutcomeLabel = (outcome: PossessionOutcome) => statisticsText(OUTCOME_KEYS[outcome]);

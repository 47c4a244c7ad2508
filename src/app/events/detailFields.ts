import {
  ASSIST_POSITIONS,
  EVENT_TYPES,
  EXCLUSION_TYPES,
  FORMATIONS,
  SHOOT_METHODS,
  SHOOT_OUTCOMES,
  SHOOT_SITUATIONS,
  SHOOT_TYPES,
  TURNOVER_TYPES,
} from '../../domain/model';
import type { MessageKey } from '../i18n';

/** The fields the events catalogue labels ('field.quarter' → 'quarter'). */
export type DetailFieldName =
  MessageKey<'events'> extends infer Key ? (Key extends `field.${infer Name}` ? Name : never) : never;

/**
 * How a field of a detail form is edited and converted. 'caps' is a comma-separated list of cap numbers. Its
 * label is the catalogue's `field.{name}`, looked up when shown so a language switch reaches it.
 */
export type DetailField = {
  name: DetailFieldName;
  kind: 'number' | 'text' | 'select' | 'checkbox' | 'caps' | 'textarea';
  options?: readonly (string | number)[];
};

const select = (name: DetailFieldName, options: readonly (string | number)[]): DetailField => ({
  name,
  kind: 'select',
  options,
});
const number = (name: DetailFieldName): DetailField => ({ name, kind: 'number' });
const caps = (name: DetailFieldName): DetailField => ({ name, kind: 'caps' });
const check = (name: DetailFieldName): DetailField => ({ name, kind: 'checkbox' });

/** Every editable field of an event (docs/product.md §3). */
export const EVENT_FIELDS: readonly DetailField[] = [
  number('quarter'),
  number('time'),
  select('type', EVENT_TYPES),
  check('offense'),
  check('extraPlayer'),
  number('videoTime'),
  number('playerNumber'),
  number('opponentPlayerNumber'),
  caps('playersInWater'),
  caps('centerPlayers'),
  caps('backPlayers'),
  number('post1PlayerNumber'),
  number('post2PlayerNumber'),
  select('formation', FORMATIONS),
  select('opponentFormation', FORMATIONS),
  select('turnOverType', TURNOVER_TYPES),
  select('exclusionType', EXCLUSION_TYPES),
  select('shootSituation', SHOOT_SITUATIONS),
  select('shootOutcome', SHOOT_OUTCOMES),
  select('shootType', SHOOT_TYPES),
  select('shootMethod', SHOOT_METHODS),
  number('shootAssistPlayerNumber1'),
  select('shootAssistPosition1', ASSIST_POSITIONS),
  number('shootAssistPlayerNumber2'),
  select('shootAssistPosition2', ASSIST_POSITIONS),
  number('shootFromPoolX'),
  number('shootFromPoolY'),
  number('shootToGoalX'),
  number('shootToGoalY'),
  { name: 'notes', kind: 'textarea' },
];

/** Every editable field of a possession (docs/product.md §3). */
export const POSSESSION_FIELDS: readonly DetailField[] = [
  number('quarter'),
  number('timeFrom'),
  number('timeTo'),
  number('videoFrom'),
  number('videoTo'),
  check('offense'),
  check('extraPlayer'),
  check('isRestart'),
  caps('playersInWater'),
  caps('opponentPlayersInWater'),
  select('formation', FORMATIONS),
  select('opponentFormation', FORMATIONS),
];

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

/** How a field of a detail form is edited and converted. 'caps' is a comma-separated list of cap numbers. */
export type DetailField = {
  name: string;
  label: string;
  kind: 'number' | 'text' | 'select' | 'checkbox' | 'caps' | 'textarea';
  options?: readonly (string | number)[];
};

const select = (name: string, label: string, options: readonly (string | number)[]): DetailField => ({
  name,
  label,
  kind: 'select',
  options,
});
const number = (name: string, label: string): DetailField => ({ name, label, kind: 'number' });
const caps = (name: string, label: string): DetailField => ({ name, label, kind: 'caps' });
const check = (name: string, label: string): DetailField => ({ name, label, kind: 'checkbox' });

/** Every editable field of an event (spec §3). */
export const EVENT_FIELDS: readonly DetailField[] = [
  number('quarter', 'Quarter'),
  number('time', 'Time (seconds from the match start)'),
  select('type', 'Type', EVENT_TYPES),
  check('offense', 'Offense'),
  check('extraPlayer', 'Extra player'),
  number('videoTime', 'Video time (s)'),
  number('playerNumber', 'Player number'),
  number('opponentPlayerNumber', 'Opponent player number'),
  caps('playersInWater', 'Players in water'),
  caps('centerPlayers', 'Center players'),
  caps('backPlayers', 'Back players'),
  number('post1PlayerNumber', 'Post 1'),
  number('post2PlayerNumber', 'Post 2'),
  select('formation', 'Formation', FORMATIONS),
  select('opponentFormation', 'Opponent formation', FORMATIONS),
  select('turnOverType', 'Turn over type', TURNOVER_TYPES),
  select('exclusionType', 'Exclusion type', EXCLUSION_TYPES),
  select('shootSituation', 'Shoot situation', SHOOT_SITUATIONS),
  select('shootOutcome', 'Shoot outcome', SHOOT_OUTCOMES),
  select('shootType', 'Shoot type', SHOOT_TYPES),
  select('shootMethod', 'Shoot method', SHOOT_METHODS),
  number('shootAssistPlayerNumber1', 'Assist 1 player'),
  select('shootAssistPosition1', 'Assist 1 position', ASSIST_POSITIONS),
  number('shootAssistPlayerNumber2', 'Assist 2 player'),
  select('shootAssistPosition2', 'Assist 2 position', ASSIST_POSITIONS),
  number('shootFromPoolX', 'Shooting from x (cm)'),
  number('shootFromPoolY', 'Shooting from y (cm)'),
  number('shootToGoalX', 'Shooting to x (cm)'),
  number('shootToGoalY', 'Shooting to y (cm)'),
  { name: 'notes', label: 'Notes', kind: 'textarea' },
];

/** Every editable field of a possession (spec §3). */
export const POSSESSION_FIELDS: readonly DetailField[] = [
  number('quarter', 'Quarter'),
  number('timeFrom', 'Time from (seconds from the match start)'),
  number('timeTo', 'Time to (seconds from the match start)'),
  number('videoFrom', 'Video from (s)'),
  number('videoTo', 'Video to (s)'),
  check('offense', 'Offense'),
  check('extraPlayer', 'Extra player'),
  check('isRestart', 'Is restart'),
  caps('playersInWater', 'Players in water'),
  caps('opponentPlayersInWater', 'Opponent players in water'),
  select('formation', 'Formation', FORMATIONS),
  select('opponentFormation', 'Opponent formation', FORMATIONS),
];

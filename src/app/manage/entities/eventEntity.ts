import {
  ASSIST_POSITIONS,
  EVENT_TYPES,
  EventSchema,
  EXCLUSION_TYPES,
  FORMATIONS,
  SHOOT_METHODS,
  SHOOT_OUTCOMES,
  SHOOT_SITUATIONS,
  SHOOT_TYPES,
  TURNOVER_TYPES,
} from '../../../domain/model';
import type { Entity } from '../../../data/manage';
import type { EntityConfig } from '../entity/entityConfig';
import { caps, enumOptions, QUARTER_FILTER_OPTIONS, QUARTER_OPTIONS, refName, text, yesNo } from './cells';
import { REF_SOURCES } from './refSources';

const typeOf = (values: Entity) => String(values.type ?? '');
const isShot = (values: Entity) => typeOf(values).startsWith('SHOOT');
const isTurnover = (values: Entity) => ['BALLLOST', 'BALLGAINED'].includes(typeOf(values));
const isExclusion = (values: Entity) => typeOf(values).startsWith('EXCLUSION');
const ASSIST_OPTIONS = ASSIST_POSITIONS.map((n) => ({ value: n, label: String(n) }));
const FORMATION_OPTIONS = enumOptions(FORMATIONS);

export const eventEntity: EntityConfig = {
  route: 'event',
  aliases: ['events'],
  apiPath: '/events',
  title: 'Events',
  singular: 'event',
  labelOf: (row) => `${String(row.type)} of ${refName('team')(row)}, Q${String(row.quarter)} at ${String(row.time)} s`,
  defaultSort: 'id,desc',
  columns: [
    { header: 'Id', sortKey: 'id', cell: text('id'), isLink: true },
    { header: 'Match', sortKey: 'match.name', cell: refName('match') },
    { header: 'Team', sortKey: 'team.name', cell: refName('team') },
    { header: 'Q', sortKey: 'quarter', cell: text('quarter') },
    { header: 'Time (s)', sortKey: 'time', cell: text('time') },
    { header: 'Type', sortKey: 'type', cell: text('type') },
    { header: 'Player', sortKey: 'playerNumber', cell: text('playerNumber') },
    { header: 'Outcome', sortKey: 'shootOutcome', cell: text('shootOutcome') },
    { header: 'Review', sortKey: 'needsReview', cell: (row) => (row.needsReview ? 'Needs review!' : '') },
  ],
  filters: [
    { kind: 'ref', param: 'matchId.equals', label: 'Match', source: REF_SOURCES.match },
    { kind: 'ref', param: 'teamId.equals', label: 'Team', source: REF_SOURCES.team },
    { kind: 'select', param: 'type.equals', label: 'Type', options: enumOptions(EVENT_TYPES) },
    { kind: 'select', param: 'quarter.equals', label: 'Quarter', options: QUARTER_FILTER_OPTIONS },
    { kind: 'number', param: 'playerNumber.equals', label: 'Player cap' },
    { kind: 'select', param: 'shootOutcome.equals', label: 'Shot outcome', options: enumOptions(SHOOT_OUTCOMES) },
    { kind: 'boolean', param: 'needsReview.equals', label: 'Needs review' },
  ],
  detail: [
    { label: 'Match', value: refName('match') },
    { label: 'Team', value: refName('team') },
    { label: 'Type', value: text('type') },
    { label: 'Quarter / time', value: (row) => `Q${String(row.quarter)}, ${String(row.time)} s from the start` },
    { label: 'Mode', value: (row) => (row.offense ? 'OFFENSE' : 'DEFENSE') },
    { label: 'Extra player', value: yesNo('extraPlayer') },
    { label: 'Player', value: text('playerNumber') },
    { label: 'Opponent player', value: text('opponentPlayerNumber') },
    { label: 'Players in water', value: caps('playersInWater') },
    {
      label: 'Shot',
      value: (row) =>
        [row.shootSituation, row.shootOutcome, row.shootType, row.shootMethod].filter(Boolean).join(', ') || '—',
    },
    {
      label: 'Turnover / exclusion',
      value: (row) => [row.turnOverType, row.exclusionType].filter(Boolean).join(', ') || '—',
    },
    { label: 'Video time', value: text('videoTime') },
    { label: 'Notes', value: text('notes') },
    { label: 'Needs review', value: yesNo('needsReview') },
    { label: 'UUID', value: text('uuid') },
  ],
  form: {
    schema: EventSchema,
    empty: () => ({
      uuid: crypto.randomUUID(),
      match: null,
      team: null,
      quarter: 1,
      time: 0,
      type: null,
      offense: true,
      extraPlayer: false,
      needsReview: false,
    }),
    fields: [
      { name: 'match', label: 'Match', kind: 'ref', source: REF_SOURCES.match },
      { name: 'team', label: 'Team', kind: 'ref', source: REF_SOURCES.team },
      { name: 'type', label: 'Type', kind: 'select', options: enumOptions(EVENT_TYPES), emptyLabel: 'Choose' },
      { name: 'quarter', label: 'Quarter', kind: 'select', options: QUARTER_OPTIONS },
      { name: 'time', label: 'Time (s from match start)', kind: 'number' },
      { name: 'videoTime', label: 'Video time (s)', kind: 'decimal' },
      { name: 'offense', label: 'Offense (unticked: defense)', kind: 'checkbox' },
      { name: 'extraPlayer', label: 'Extra player', kind: 'checkbox' },
      { name: 'playerNumber', label: 'Player cap', kind: 'number' },
      { name: 'opponentPlayerNumber', label: 'Opponent player cap', kind: 'number' },
      { name: 'playersInWater', label: 'Players in water (caps)', kind: 'caps' },
      { name: 'formation', label: 'Formation', kind: 'select', options: FORMATION_OPTIONS },
      {
        name: 'shootSituation',
        label: 'Shot situation',
        kind: 'select',
        options: enumOptions(SHOOT_SITUATIONS),
        isShown: isShot,
      },
      {
        name: 'shootOutcome',
        label: 'Shot outcome',
        kind: 'select',
        options: enumOptions(SHOOT_OUTCOMES),
        isShown: isShot,
      },
      { name: 'shootType', label: 'Shot type', kind: 'select', options: enumOptions(SHOOT_TYPES), isShown: isShot },
      {
        name: 'shootMethod',
        label: 'Shot method',
        kind: 'select',
        options: enumOptions(SHOOT_METHODS),
        isShown: isShot,
      },
      { name: 'shootAssistPlayerNumber1', label: 'Assist 1 cap', kind: 'number', isShown: isShot },
      {
        name: 'shootAssistPosition1',
        label: 'Assist 1 position',
        kind: 'select',
        options: ASSIST_OPTIONS,
        isShown: isShot,
      },
      { name: 'shootFromPoolX', label: 'Shot from x (cm)', kind: 'number', isShown: isShot },
      { name: 'shootFromPoolY', label: 'Shot from y (cm)', kind: 'number', isShown: isShot },
      { name: 'shootToGoalX', label: 'Shot to goal x (cm)', kind: 'number', isShown: isShot },
      { name: 'shootToGoalY', label: 'Shot to goal y (cm)', kind: 'number', isShown: isShot },
      {
        name: 'turnOverType',
        label: 'Turnover type',
        kind: 'select',
        options: enumOptions(TURNOVER_TYPES),
        isShown: isTurnover,
      },
      {
        name: 'exclusionType',
        label: 'Exclusion type',
        kind: 'select',
        options: enumOptions(EXCLUSION_TYPES),
        isShown: isExclusion,
      },
      { name: 'notes', label: 'Notes', kind: 'textarea' },
      { name: 'needsReview', label: 'Needs review', kind: 'checkbox' },
    ],
  },
};

import { ASSIST_POSITIONS, EventSchema } from '../../../domain/model';
import type { Entity } from '../../../data/manage';
import { caps, mode, QUARTER_FILTER_OPTIONS, QUARTER_OPTIONS, refName, text, yesNo } from './cells';
import { column, defineEntity, detail, field, filter } from './configParts';
import { entityText } from './entityText';
import { REF_SOURCES } from './refSources';
import { VOCABULARIES } from './vocabularies';

const { eventType, shootSituation, shootOutcome, shootType, shootMethod, turnoverType, exclusionType, formation } =
  VOCABULARIES;
const typeOf = (values: Entity) => String(values.type ?? '');
const isShot = (values: Entity) => typeOf(values).startsWith('SHOOT');
const isTurnover = (values: Entity) => ['BALLLOST', 'BALLGAINED'].includes(typeOf(values));
const isExclusion = (values: Entity) => typeOf(values).startsWith('EXCLUSION');
const ASSIST_OPTIONS = ASSIST_POSITIONS.map((n) => ({ value: n, label: String(n) }));

/** The words of those of `parts` that are set, comma-separated, or a dash. */
const wordsOf = (parts: readonly [value: unknown, wordOf: (value: unknown) => string][]) =>
  parts
    .filter(([value]) => Boolean(value))
    .map(([value, wordOf]) => wordOf(value))
    .join(', ') || '—';

export const eventEntity = defineEntity(
  { title: 'event.title', singular: 'event.singular' },
  {
    route: 'event',
    aliases: ['events'],
    apiPath: '/events',
    labelOf: (row) =>
      entityText('event.label', {
        type: eventType.wordOf(row.type),
        team: refName('team')(row),
        quarter: String(row.quarter),
        time: String(row.time),
      }),
    defaultSort: 'id,desc',
    columns: [
      column('field.id', { sortKey: 'id', cell: text('id'), isLink: true }),
      column('field.match', { sortKey: 'match.name', cell: refName('match') }),
      column('field.team', { sortKey: 'team.name', cell: refName('team') }),
      column('event.quarterColumn', { sortKey: 'quarter', cell: text('quarter') }),
      column('event.timeColumn', { sortKey: 'time', cell: text('time') }),
      column('field.type', { sortKey: 'type', cell: eventType.cell('type') }),
      column('field.player', { sortKey: 'playerNumber', cell: text('playerNumber') }),
      column('event.outcome', { sortKey: 'shootOutcome', cell: shootOutcome.cell('shootOutcome') }),
      column('event.review', {
        sortKey: 'needsReview',
        cell: (row) => (row.needsReview ? entityText('event.needsReviewMark') : ''),
      }),
    ],
    filters: [
      filter('field.match', { kind: 'ref', param: 'matchId.equals', source: REF_SOURCES.match }),
      filter('field.team', { kind: 'ref', param: 'teamId.equals', source: REF_SOURCES.team }),
      filter('field.type', { kind: 'select', param: 'type.equals', options: eventType.options }),
      filter('field.quarter', { kind: 'select', param: 'quarter.equals', options: QUARTER_FILTER_OPTIONS }),
      filter('event.playerCap', { kind: 'number', param: 'playerNumber.equals' }),
      filter('event.shotOutcome', { kind: 'select', param: 'shootOutcome.equals', options: shootOutcome.options }),
      filter('event.needsReview', { kind: 'boolean', param: 'needsReview.equals' }),
    ],
    detail: [
      detail('field.match', refName('match')),
      detail('field.team', refName('team')),
      detail('field.type', eventType.cell('type')),
      detail('event.quarterTime', (row) =>
        entityText('event.quarterTimeValue', { quarter: String(row.quarter), time: String(row.time) }),
      ),
      detail('field.mode', mode),
      detail('field.extraPlayer', yesNo('extraPlayer')),
      detail('field.player', text('playerNumber')),
      detail('event.opponentPlayer', text('opponentPlayerNumber')),
      detail('field.playersInWater', caps('playersInWater')),
      detail('event.shot', (row) =>
        wordsOf([
          [row.shootSituation, shootSituation.wordOf],
          [row.shootOutcome, shootOutcome.wordOf],
          [row.shootType, shootType.wordOf],
          [row.shootMethod, shootMethod.wordOf],
        ]),
      ),
      detail('event.turnoverExclusion', (row) =>
        wordsOf([
          [row.turnOverType, turnoverType.wordOf],
          [row.exclusionType, exclusionType.wordOf],
        ]),
      ),
      detail('event.videoTime', text('videoTime')),
      detail('event.notes', text('notes')),
      detail('event.needsReview', yesNo('needsReview')),
      detail('field.uuid', text('uuid')),
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
        field('field.match', { name: 'match', kind: 'ref', source: REF_SOURCES.match }),
        field('field.team', { name: 'team', kind: 'ref', source: REF_SOURCES.team }),
        field('field.type', { name: 'type', kind: 'select', options: eventType.options, emptyLabel: 'field.choose' }),
        field('field.quarter', { name: 'quarter', kind: 'select', options: QUARTER_OPTIONS }),
        field('event.time', { name: 'time', kind: 'number' }),
        field('event.videoTimeSeconds', { name: 'videoTime', kind: 'decimal' }),
        field('field.offenseTick', { name: 'offense', kind: 'checkbox' }),
        field('field.extraPlayer', { name: 'extraPlayer', kind: 'checkbox' }),
        field('event.playerCap', { name: 'playerNumber', kind: 'number' }),
        field('event.opponentPlayerCap', { name: 'opponentPlayerNumber', kind: 'number' }),
        field('field.playersInWaterCaps', { name: 'playersInWater', kind: 'caps' }),
        field('field.formation', { name: 'formation', kind: 'select', options: formation.options }),
        field('event.shootSituation', {
          name: 'shootSituation',
          kind: 'select',
          options: shootSituation.options,
          isShown: isShot,
        }),
        field('event.shotOutcome', {
          name: 'shootOutcome',
          kind: 'select',
          options: shootOutcome.options,
          isShown: isShot,
        }),
        field('event.shootType', { name: 'shootType', kind: 'select', options: shootType.options, isShown: isShot }),
        field('event.shootMethod', {
          name: 'shootMethod',
          kind: 'select',
          options: shootMethod.options,
          isShown: isShot,
        }),
        field('event.assist1Cap', { name: 'shootAssistPlayerNumber1', kind: 'number', isShown: isShot }),
        field('event.assist1Position', {
          name: 'shootAssistPosition1',
          kind: 'select',
          options: ASSIST_OPTIONS,
          isShown: isShot,
        }),
        field('event.shotFromX', { name: 'shootFromPoolX', kind: 'number', isShown: isShot }),
        field('event.shotFromY', { name: 'shootFromPoolY', kind: 'number', isShown: isShot }),
        field('event.shotToGoalX', { name: 'shootToGoalX', kind: 'number', isShown: isShot }),
        field('event.shotToGoalY', { name: 'shootToGoalY', kind: 'number', isShown: isShot }),
        field('event.turnoverType', {
          name: 'turnOverType',
          kind: 'select',
          options: turnoverType.options,
          isShown: isTurnover,
        }),
        field('event.exclusionType', {
          name: 'exclusionType',
          kind: 'select',
          options: exclusionType.options,
          isShown: isExclusion,
        }),
        field('event.notes', { name: 'notes', kind: 'textarea' }),
        field('event.needsReview', { name: 'needsReview', kind: 'checkbox' }),
      ],
    },
  },
);

import { PossessionSchema } from '../../../domain/model';
import { caps, mode, QUARTER_FILTER_OPTIONS, QUARTER_OPTIONS, refName, text, yesNo } from './cells';
import { column, defineEntity, detail, field, filter } from './configParts';
import { entityText } from './entityText';
import { REF_SOURCES } from './refSources';
import { VOCABULARIES } from './vocabularies';

const { formation } = VOCABULARIES;

export const possessionEntity = defineEntity(
  { title: 'possession.title', singular: 'possession.singular' },
  {
    route: 'possession',
    aliases: ['possessions'],
    apiPath: '/possessions',
    labelOf: (row) =>
      entityText(row.offense ? 'possession.labelOffense' : 'possession.labelDefense', {
        team: refName('team')(row),
        quarter: String(row.quarter),
        time: String(row.timeFrom),
      }),
    defaultSort: 'id,desc',
    columns: [
      column('field.id', { sortKey: 'id', cell: text('id'), isLink: true }),
      column('field.match', { sortKey: 'match.name', cell: refName('match') }),
      column('field.team', { sortKey: 'team.name', cell: refName('team') }),
      column('field.quarter', { sortKey: 'quarter', cell: text('quarter') }),
      column('possession.fromColumn', { sortKey: 'timeFrom', cell: text('timeFrom') }),
      column('possession.toColumn', { sortKey: 'timeTo', cell: text('timeTo') }),
      column('field.mode', { sortKey: 'offense', cell: mode }),
      column('possession.manUp', { sortKey: 'extraPlayer', cell: yesNo('extraPlayer') }),
    ],
    filters: [
      filter('field.match', { kind: 'ref', param: 'matchId.equals', source: REF_SOURCES.match }),
      filter('field.team', { kind: 'ref', param: 'teamId.equals', source: REF_SOURCES.team }),
      filter('field.quarter', { kind: 'select', param: 'quarter.equals', options: QUARTER_FILTER_OPTIONS }),
      filter('possession.offense', { kind: 'boolean', param: 'offense.equals' }),
      filter('field.extraPlayer', { kind: 'boolean', param: 'extraPlayer.equals' }),
    ],
    detail: [
      detail('field.match', refName('match')),
      detail('field.team', refName('team')),
      detail('field.quarter', text('quarter')),
      detail('possession.time', (row) =>
        entityText('secondsRange', { from: String(row.timeFrom), to: String(row.timeTo ?? '…') }),
      ),
      detail('possession.video', (row) =>
        entityText('secondsRange', { from: String(row.videoFrom ?? '—'), to: String(row.videoTo ?? '—') }),
      ),
      detail('field.mode', mode),
      detail('field.extraPlayer', yesNo('extraPlayer')),
      detail('possession.restart', yesNo('isRestart')),
      detail('field.playersInWater', caps('playersInWater')),
      detail('possession.opponentPlayersInWater', caps('opponentPlayersInWater')),
      detail('field.formation', formation.cell('formation')),
      detail('possession.opponentFormation', formation.cell('opponentFormation')),
      detail('field.uuid', text('uuid')),
    ],
    form: {
      schema: PossessionSchema,
      empty: () => ({
        uuid: crypto.randomUUID(),
        match: null,
        team: null,
        quarter: 1,
        timeFrom: 0,
        offense: true,
        extraPlayer: false,
        isRestart: false,
      }),
      fields: [
        field('field.match', { name: 'match', kind: 'ref', source: REF_SOURCES.match }),
        field('field.team', { name: 'team', kind: 'ref', source: REF_SOURCES.team }),
        field('field.quarter', { name: 'quarter', kind: 'select', options: QUARTER_OPTIONS }),
        field('field.offenseTick', { name: 'offense', kind: 'checkbox' }),
        field('possession.from', { name: 'timeFrom', kind: 'number' }),
        field('possession.to', { name: 'timeTo', kind: 'number' }),
        field('possession.videoFrom', { name: 'videoFrom', kind: 'decimal' }),
        field('possession.videoTo', { name: 'videoTo', kind: 'decimal' }),
        field('field.playersInWaterCaps', { name: 'playersInWater', kind: 'caps', hint: 'possession.capsHint' }),
        field('possession.opponentPlayersInWater', { name: 'opponentPlayersInWater', kind: 'caps' }),
        field('field.formation', { name: 'formation', kind: 'select', options: formation.options }),
        field('possession.opponentFormation', {
          name: 'opponentFormation',
          kind: 'select',
          options: formation.options,
        }),
        field('field.extraPlayer', { name: 'extraPlayer', kind: 'checkbox' }),
        field('possession.restart', { name: 'isRestart', kind: 'checkbox' }),
      ],
    },
  },
);

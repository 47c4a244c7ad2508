import { FORMATIONS, PossessionSchema } from '../../../domain/model';
import type { EntityConfig } from '../entity/entityConfig';
import { caps, enumOptions, QUARTER_FILTER_OPTIONS, QUARTER_OPTIONS, refName, text, yesNo } from './cells';
import { REF_SOURCES } from './refSources';

const FORMATION_OPTIONS = enumOptions(FORMATIONS);

export const possessionEntity: EntityConfig = {
  route: 'possession',
  aliases: ['possessions'],
  apiPath: '/possessions',
  title: 'Possessions',
  singular: 'possession',
  labelOf: (row) =>
    `${refName('team')(row)} ${row.offense ? 'offense' : 'defense'}, Q${String(row.quarter)} at ${String(row.timeFrom)} s`,
  defaultSort: 'id,desc',
  columns: [
    { header: 'Id', sortKey: 'id', cell: text('id'), isLink: true },
    { header: 'Match', sortKey: 'match.name', cell: refName('match') },
    { header: 'Team', sortKey: 'team.name', cell: refName('team') },
    { header: 'Quarter', sortKey: 'quarter', cell: text('quarter') },
    { header: 'From (s)', sortKey: 'timeFrom', cell: text('timeFrom') },
    { header: 'To (s)', sortKey: 'timeTo', cell: text('timeTo') },
    { header: 'Mode', sortKey: 'offense', cell: (row) => (row.offense ? 'OFFENSE' : 'DEFENSE') },
    { header: 'Man up', sortKey: 'extraPlayer', cell: yesNo('extraPlayer') },
  ],
  filters: [
    { kind: 'ref', param: 'matchId.equals', label: 'Match', source: REF_SOURCES.match },
    { kind: 'ref', param: 'teamId.equals', label: 'Team', source: REF_SOURCES.team },
    { kind: 'select', param: 'quarter.equals', label: 'Quarter', options: QUARTER_FILTER_OPTIONS },
    { kind: 'boolean', param: 'offense.equals', label: 'Offense' },
    { kind: 'boolean', param: 'extraPlayer.equals', label: 'Extra player' },
  ],
  detail: [
    { label: 'Match', value: refName('match') },
    { label: 'Team', value: refName('team') },
    { label: 'Quarter', value: text('quarter') },
    { label: 'Time', value: (row) => `${String(row.timeFrom)} – ${String(row.timeTo ?? '…')} s` },
    { label: 'Video', value: (row) => `${String(row.videoFrom ?? '—')} – ${String(row.videoTo ?? '—')} s` },
    { label: 'Mode', value: (row) => (row.offense ? 'OFFENSE' : 'DEFENSE') },
    { label: 'Extra player', value: yesNo('extraPlayer') },
    { label: 'Restart', value: yesNo('isRestart') },
    { label: 'Players in water', value: caps('playersInWater') },
    { label: 'Opponent players in water', value: caps('opponentPlayersInWater') },
    { label: 'Formation', value: text('formation') },
    { label: 'Opponent formation', value: text('opponentFormation') },
    { label: 'UUID', value: text('uuid') },
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
      { name: 'match', label: 'Match', kind: 'ref', source: REF_SOURCES.match },
      { name: 'team', label: 'Team', kind: 'ref', source: REF_SOURCES.team },
      { name: 'quarter', label: 'Quarter', kind: 'select', options: QUARTER_OPTIONS },
      { name: 'offense', label: 'Offense (unticked: defense)', kind: 'checkbox' },
      { name: 'timeFrom', label: 'From (s from match start)', kind: 'number' },
      { name: 'timeTo', label: 'To (s from match start)', kind: 'number' },
      { name: 'videoFrom', label: 'Video from (s)', kind: 'decimal' },
      { name: 'videoTo', label: 'Video to (s)', kind: 'decimal' },
      { name: 'playersInWater', label: 'Players in water (caps)', kind: 'caps', hint: 'e.g. 1, 2, 3, 4, 5, 6, 7' },
      { name: 'opponentPlayersInWater', label: 'Opponent players in water', kind: 'caps' },
      { name: 'formation', label: 'Formation', kind: 'select', options: FORMATION_OPTIONS },
      { name: 'opponentFormation', label: 'Opponent formation', kind: 'select', options: FORMATION_OPTIONS },
      { name: 'extraPlayer', label: 'Extra player', kind: 'checkbox' },
      { name: 'isRestart', label: 'Restart', kind: 'checkbox' },
    ],
  },
};

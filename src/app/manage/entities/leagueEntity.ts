import { LeagueSchema } from '../../../domain/model';
import type { EntityConfig } from '../entity/entityConfig';
import { text } from './cells';

export const leagueEntity: EntityConfig = {
  route: 'league',
  aliases: ['leagues'],
  apiPath: '/leagues',
  title: 'Leagues',
  singular: 'league',
  labelOf: (row) => `${String(row.name)}${row.season ? ` ${String(row.season)}` : ''}`,
  defaultSort: 'name,asc',
  columns: [
    { header: 'Name', sortKey: 'name', cell: text('name'), isLink: true },
    { header: 'Season', sortKey: 'season', cell: text('season') },
    { header: 'Quarter length (s)', sortKey: 'quarterLength', cell: text('quarterLength') },
  ],
  filters: [
    { kind: 'text', param: 'name.contains', label: 'Name' },
    { kind: 'text', param: 'season.contains', label: 'Season' },
  ],
  detail: [
    { label: 'Name', value: text('name') },
    { label: 'Season', value: text('season') },
    {
      label: 'Quarter length',
      value: (row) => (row.quarterLength ? `${String(row.quarterLength)} s` : '480 s (default)'),
    },
  ],
  form: {
    schema: LeagueSchema,
    empty: () => ({ name: null, season: null, quarterLength: null }),
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'season', label: 'Season', kind: 'text', hint: 'e.g. 2025/26' },
      {
        name: 'quarterLength',
        label: 'Quarter length (seconds)',
        kind: 'number',
        hint: 'Empty means 480 s (8 minutes).',
      },
    ],
  },
};

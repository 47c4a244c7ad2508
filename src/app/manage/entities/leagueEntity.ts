import { LeagueSchema } from '../../../domain/model';
import { text } from './cells';
import { column, defineEntity, detail, field, filter } from './configParts';
import { entityText } from './entityText';

export const leagueEntity = defineEntity(
  { title: 'league.title', singular: 'league.singular' },
  {
    route: 'league',
    aliases: ['leagues'],
    apiPath: '/leagues',
    labelOf: (row) => `${String(row.name)}${row.season ? ` ${String(row.season)}` : ''}`,
    defaultSort: 'name,asc',
    columns: [
      column('field.name', { sortKey: 'name', cell: text('name'), isLink: true }),
      column('field.season', { sortKey: 'season', cell: text('season') }),
      column('league.quarterLengthColumn', { sortKey: 'quarterLength', cell: text('quarterLength') }),
    ],
    filters: [
      filter('field.name', { kind: 'text', param: 'name.contains' }),
      filter('field.season', { kind: 'text', param: 'season.contains' }),
    ],
    detail: [
      detail('field.name', text('name')),
      detail('field.season', text('season')),
      detail('league.quarterLength', (row) =>
        row.quarterLength
          ? entityText('seconds', { seconds: String(row.quarterLength) })
          : entityText('league.quarterLengthDefault'),
      ),
    ],
    form: {
      schema: LeagueSchema,
      empty: () => ({ name: null, season: null, quarterLength: null }),
      fields: [
        field('field.name', { name: 'name', kind: 'text' }),
        field('field.season', { name: 'season', kind: 'text', hint: 'league.seasonHint' }),
        field('league.quarterLengthSeconds', {
          name: 'quarterLength',
          kind: 'number',
          hint: 'league.quarterLengthHint',
        }),
      ],
    },
  },
);

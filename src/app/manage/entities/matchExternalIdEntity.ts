import { MatchExternalIdSchema } from '../../../domain/model';
import { refName, text } from './cells';
import { column, defineEntity, detail, field, filter } from './configParts';
import { REF_SOURCES } from './refSources';

export const matchExternalIdEntity = defineEntity(
  { title: 'matchExternalId.title', singular: 'matchExternalId.singular' },
  {
    route: 'match-external-id',
    aliases: ['match-external-ids'],
    apiPath: '/match-external-ids',
    labelOf: (row) => `${String(row.value)} (${refName('match')(row)})`,
    defaultSort: 'id,asc',
    columns: [
      column('field.value', { sortKey: 'value', cell: text('value'), isLink: true }),
      column('field.match', { sortKey: 'match.name', cell: refName('match') }),
    ],
    filters: [
      filter('field.value', { kind: 'text', param: 'value.contains' }),
      filter('field.match', { kind: 'ref', param: 'matchId.equals', source: REF_SOURCES.match }),
    ],
    detail: [detail('field.value', text('value')), detail('field.match', refName('match'))],
    form: {
      schema: MatchExternalIdSchema,
      empty: () => ({ match: null, value: null }),
      fields: [
        field('field.match', { name: 'match', kind: 'ref', source: REF_SOURCES.match }),
        field('field.value', { name: 'value', kind: 'text', hint: 'matchExternalId.valueHint' }),
      ],
    },
  },
);

import { MatchExternalIdSchema } from '../../../domain/model';
import type { EntityConfig } from '../entity/entityConfig';
import { refName, text } from './cells';
import { REF_SOURCES } from './refSources';

export const matchExternalIdEntity: EntityConfig = {
  route: 'match-external-id',
  aliases: ['match-external-ids'],
  apiPath: '/match-external-ids',
  title: 'External ids',
  singular: 'external id',
  labelOf: (row) => `${String(row.value)} (${refName('match')(row)})`,
  defaultSort: 'id,asc',
  columns: [
    { header: 'Value', sortKey: 'value', cell: text('value'), isLink: true },
    { header: 'Match', sortKey: 'match.name', cell: refName('match') },
  ],
  filters: [
    { kind: 'text', param: 'value.contains', label: 'Value' },
    { kind: 'ref', param: 'matchId.equals', label: 'Match', source: REF_SOURCES.match },
  ],
  detail: [
    { label: 'Value', value: text('value') },
    { label: 'Match', value: refName('match') },
  ],
  form: {
    schema: MatchExternalIdSchema,
    empty: () => ({ match: null, value: null }),
    fields: [
      { name: 'match', label: 'Match', kind: 'ref', source: REF_SOURCES.match },
      {
        name: 'value',
        label: 'Value',
        kind: 'text',
        hint: "The first external id of a match is the external data API's schedule id.",
      },
    ],
  },
};

import { OrganizationSchema } from '../../../domain/model';
import { text } from '../../manage/entities/cells';
import { column, defineEntity, detail, field, filter } from '../../manage/entities/configParts';

export const organizationEntity = defineEntity(
  { title: 'organization.title', singular: 'organization.singular' },
  {
    route: 'organization',
    aliases: ['organizations'],
    apiPath: '/organizations',
    labelOf: (row) => String(row.name),
    defaultSort: 'name,asc',
    columns: [
      column('field.name', { sortKey: 'name', cell: text('name'), isLink: true }),
      column('field.id', { sortKey: 'id', cell: text('id') }),
    ],
    filters: [filter('field.name', { kind: 'text', param: 'name.contains' })],
    detail: [detail('field.name', text('name')), detail('field.id', text('id'))],
    form: {
      schema: OrganizationSchema,
      empty: () => ({ name: null }),
      fields: [field('field.name', { name: 'name', kind: 'text' })],
    },
  },
);

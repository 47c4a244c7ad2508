import { OrganizationSchema } from '../../../domain/model';
import { text } from '../../manage/entities/cells';
import type { EntityConfig } from '../../manage/entity/entityConfig';

export const organizationEntity: EntityConfig = {
  route: 'organization',
  aliases: ['organizations'],
  apiPath: '/organizations',
  title: 'Organizations',
  singular: 'organization',
  labelOf: (row) => String(row.name),
  defaultSort: 'name,asc',
  columns: [
    { header: 'Name', sortKey: 'name', cell: text('name'), isLink: true },
    { header: 'Id', sortKey: 'id', cell: text('id') },
  ],
  filters: [{ kind: 'text', param: 'name.contains', label: 'Name' }],
  detail: [
    { label: 'Name', value: text('name') },
    { label: 'Id', value: text('id') },
  ],
  form: {
    schema: OrganizationSchema,
    empty: () => ({ name: null }),
    fields: [{ name: 'name', label: 'Name', kind: 'text' }],
  },
};

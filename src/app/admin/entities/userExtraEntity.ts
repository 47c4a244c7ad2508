import { UserExtraSchema } from '../../../domain/model';
import { refName } from '../../manage/entities/cells';
import { REF_SOURCES } from '../../manage/entities/refSources';
import type { EntityConfig } from '../../manage/entity/entityConfig';

/** Which organisation a user belongs to (the user's data, matches and statistics are that organisation's). */
export const userExtraEntity: EntityConfig = {
  route: 'user-extra',
  aliases: ['user-extras'],
  apiPath: '/user-extras',
  title: 'Memberships',
  singular: 'membership',
  labelOf: (row) => `${refName('user')(row)} in ${row.organization ? refName('organization')(row) : 'no organization'}`,
  defaultSort: 'user.login,asc',
  columns: [
    { header: 'User', sortKey: 'user.login', cell: refName('user'), isLink: true },
    { header: 'Organization', sortKey: 'organization.name', cell: refName('organization') },
  ],
  filters: [
    { kind: 'ref', param: 'userId.equals', label: 'User', source: REF_SOURCES.user },
    { kind: 'ref', param: 'organizationId.equals', label: 'Organization', source: REF_SOURCES.organization },
    {
      kind: 'select',
      param: 'organizationId.specified',
      label: 'Has an organization',
      options: [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ],
    },
  ],
  detail: [
    { label: 'User', value: refName('user') },
    { label: 'Organization', value: refName('organization') },
  ],
  form: {
    schema: UserExtraSchema,
    empty: () => ({ user: null, organization: null }),
    fields: [
      { name: 'user', label: 'User', kind: 'ref', source: REF_SOURCES.user },
      {
        name: 'organization',
        label: 'Organization',
        kind: 'ref',
        source: REF_SOURCES.organization,
        hint: 'Without one the user sees no data.',
      },
    ],
  },
};

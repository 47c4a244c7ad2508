import { UserExtraSchema } from '../../../domain/model';
import { refName, YES_NO_OPTIONS } from '../../manage/entities/cells';
import { column, defineEntity, detail, field, filter } from '../../manage/entities/configParts';
import { entityText } from '../../manage/entities/entityText';
import { REF_SOURCES } from '../../manage/entities/refSources';

/** Which organisation a user belongs to (the user's data, matches and statistics are that organisation's). */
export const userExtraEntity = defineEntity(
  { title: 'userExtra.title', singular: 'userExtra.singular' },
  {
    route: 'user-extra',
    aliases: ['user-extras'],
    apiPath: '/user-extras',
    labelOf: (row) =>
      row.organization
        ? entityText('userExtra.label', { user: refName('user')(row), organization: refName('organization')(row) })
        : entityText('userExtra.labelWithout', { user: refName('user')(row) }),
    defaultSort: 'user.login,asc',
    columns: [
      column('field.user', { sortKey: 'user.login', cell: refName('user'), isLink: true }),
      column('field.organization', { sortKey: 'organization.name', cell: refName('organization') }),
    ],
    filters: [
      filter('field.user', { kind: 'ref', param: 'userId.equals', source: REF_SOURCES.user }),
      filter('field.organization', {
        kind: 'ref',
        param: 'organizationId.equals',
        source: REF_SOURCES.organization,
      }),
      filter('userExtra.hasOrganization', {
        kind: 'select',
        param: 'organizationId.specified',
        options: YES_NO_OPTIONS,
      }),
    ],
    detail: [detail('field.user', refName('user')), detail('field.organization', refName('organization'))],
    form: {
      schema: UserExtraSchema,
      empty: () => ({ user: null, organization: null }),
      fields: [
        field('field.user', { name: 'user', kind: 'ref', source: REF_SOURCES.user }),
        field('field.organization', {
          name: 'organization',
          kind: 'ref',
          source: REF_SOURCES.organization,
          hint: 'userExtra.organizationHint',
        }),
      ],
    },
  },
);

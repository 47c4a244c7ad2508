import { AdminUserBodySchema } from '../../../domain/api';
import { AUTHORITIES, type Authority } from '../../../domain/model';
import type { Entity } from '../../../data/manage';
import { currentLanguage } from '../../i18n';
import { dateTime, text, yesNo } from '../../manage/entities/cells';
import { column, defineEntity, detail, field, filter } from '../../manage/entities/configParts';
import { entityText } from '../../manage/entities/entityText';
import { VOCABULARIES } from '../../manage/entities/vocabularies';
import { withTexts } from '../../manage/entities/withTexts';
import { UserActionsPanel } from '../UserActionsPanel';
import { UserMembershipPanel } from '../UserMembershipPanel';

const ROLE_OPTIONS = AUTHORITIES.map((value) => withTexts({ value }, { label: `roleOption.${value}` }));
const isAuthority = (role: string): role is Authority => (AUTHORITIES as readonly string[]).includes(role);
const roles = (row: Entity) =>
  Array.isArray(row.authorities)
    ? (row.authorities as string[])
        .map((role) => (isAuthority(role) ? VOCABULARIES.role.wordOf(role) : role.replace('ROLE_', '')))
        .join(', ')
    : '—';
/** A date and who it was by: 'Created 1 Mar 2025, 18:00 by admin'. */
const changed = (date: string, by: string) => (row: Entity) =>
  entityText('user.dateBy', { date: dateTime(date)(row), login: String(row[by]) });

/** Users by login (JHipster's /api/admin/users); creating one mails a link to choose a password. */
export const userEntity = defineEntity(
  { title: 'user.title', singular: 'user.singular' },
  {
    route: 'user',
    aliases: ['users'],
    apiPath: '/admin/users',
    keyOf: (row) => String(row.login),
    labelOf: (row) => String(row.login),
    defaultSort: 'login,asc',
    columns: [
      column('field.login', { sortKey: 'login', cell: text('login'), isLink: true }),
      column('field.lastName', { sortKey: 'lastName', cell: text('lastName') }),
      column('field.firstName', { sortKey: 'firstName', cell: text('firstName') }),
      column('field.email', { sortKey: 'email', cell: text('email') }),
      column('user.roles', { cell: roles }),
      column('user.active', { sortKey: 'activated', cell: yesNo('activated') }),
      column('user.created', { sortKey: 'createdDate', cell: dateTime('createdDate') }),
    ],
    filters: [
      filter('field.login', { kind: 'text', param: 'login.contains' }),
      filter('field.lastName', { kind: 'text', param: 'lastName.contains' }),
      filter('field.email', { kind: 'text', param: 'email.contains' }),
      filter('user.active', { kind: 'boolean', param: 'activated.equals' }),
    ],
    detail: [
      detail('field.login', text('login')),
      detail('field.name', (row) => [row.firstName, row.lastName].filter(Boolean).join(' ') || '—'),
      detail('field.email', text('email')),
      detail('user.roles', roles),
      detail('user.active', yesNo('activated')),
      detail('user.created', changed('createdDate', 'createdBy')),
      detail('user.lastChanged', (row) =>
        row.lastModifiedDate ? changed('lastModifiedDate', 'lastModifiedBy')(row) : '—',
      ),
    ],
    panels: [UserActionsPanel, UserMembershipPanel],
    form: {
      schema: AdminUserBodySchema,
      empty: () => ({
        login: null,
        firstName: null,
        lastName: null,
        email: null,
        activated: true,
        // A new user speaks the language of the admin who adds them (usually the club's) until they choose.
        langKey: currentLanguage(),
        authorities: ['ROLE_USER'],
      }),
      check: (values): Record<string, string> => (values.email ? {} : { email: entityText('user.emailNeeded') }),
      fields: [
        field('field.login', { name: 'login', kind: 'text', hint: 'user.loginHint' }),
        field('field.email', { name: 'email', kind: 'email' }),
        field('field.firstName', { name: 'firstName', kind: 'text' }),
        field('field.lastName', { name: 'lastName', kind: 'text' }),
        field('user.activeMaySignIn', { name: 'activated', kind: 'checkbox' }),
        field('user.roles', { name: 'authorities', kind: 'checkboxes', options: ROLE_OPTIONS }),
      ],
    },
  },
);

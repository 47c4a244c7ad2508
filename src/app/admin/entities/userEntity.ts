import { AdminUserBodySchema } from '../../../domain/api';
import { AUTHORITIES } from '../../../domain/model';
import { dateTime, text, yesNo } from '../../manage/entities/cells';
import type { EntityConfig } from '../../manage/entity/entityConfig';
import { UserActionsPanel } from '../UserActionsPanel';
import { UserMembershipPanel } from '../UserMembershipPanel';

const ROLE_LABELS: Record<string, string> = {
  ROLE_ADMIN: 'Admin (administers users and organisations)',
  ROLE_USER: 'User (scores matches, manages data)',
  ROLE_ANALYST: 'Analyst (reads statistics and video)',
};
const roles = (row: Record<string, unknown>) =>
  Array.isArray(row.authorities)
    ? (row.authorities as string[]).map((role) => role.replace('ROLE_', '')).join(', ')
    : '—';

/** Users by login (JHipster's /api/admin/users); creating one mails a link to choose a password. */
export const userEntity: EntityConfig = {
  route: 'user',
  aliases: ['users'],
  apiPath: '/admin/users',
  title: 'Users',
  singular: 'user',
  keyOf: (row) => String(row.login),
  labelOf: (row) => String(row.login),
  defaultSort: 'login,asc',
  columns: [
    { header: 'Login', sortKey: 'login', cell: text('login'), isLink: true },
    { header: 'Last name', sortKey: 'lastName', cell: text('lastName') },
    { header: 'First name', sortKey: 'firstName', cell: text('firstName') },
    { header: 'Email', sortKey: 'email', cell: text('email') },
    { header: 'Roles', cell: roles },
    { header: 'Active', sortKey: 'activated', cell: yesNo('activated') },
    { header: 'Created', sortKey: 'createdDate', cell: dateTime('createdDate') },
  ],
  filters: [
    { kind: 'text', param: 'login.contains', label: 'Login' },
    { kind: 'text', param: 'lastName.contains', label: 'Last name' },
    { kind: 'text', param: 'email.contains', label: 'Email' },
    { kind: 'boolean', param: 'activated.equals', label: 'Active' },
  ],
  detail: [
    { label: 'Login', value: text('login') },
    { label: 'Name', value: (row) => [row.firstName, row.lastName].filter(Boolean).join(' ') || '—' },
    { label: 'Email', value: text('email') },
    { label: 'Roles', value: roles },
    { label: 'Active', value: yesNo('activated') },
    { label: 'Created', value: (row) => `${dateTime('createdDate')(row)} by ${String(row.createdBy)}` },
    {
      label: 'Last changed',
      value: (row) =>
        row.lastModifiedDate ? `${dateTime('lastModifiedDate')(row)} by ${String(row.lastModifiedBy)}` : '—',
    },
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
      langKey: 'en',
      authorities: ['ROLE_USER'],
    }),
    check: (values): Record<string, string> =>
      values.email ? {} : { email: 'An e-mail address is needed to send the password link' },
    fields: [
      { name: 'login', label: 'Login', kind: 'text', hint: 'Letters, digits and _ . @ -' },
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'firstName', label: 'First name', kind: 'text' },
      { name: 'lastName', label: 'Last name', kind: 'text' },
      { name: 'activated', label: 'Active (may sign in)', kind: 'checkbox' },
      {
        name: 'authorities',
        label: 'Roles',
        kind: 'checkboxes',
        options: AUTHORITIES.map((value) => ({ value, label: ROLE_LABELS[value] ?? value })),
      },
    ],
  },
};

import {
  AdminUserBodySchema,
  KeyAndPasswordBodySchema,
  LoginBodySchema,
  PasswordChangeBodySchema,
} from '../../domain/api';
import { AUTHORITIES } from '../../domain/model';
import { FILTERABLE as USER_FILTERS, SORTABLE as USER_SORTS } from '../routes/adminUsers';
import { FILTERABLE as MAIL_FILTERS } from '../routes/mailOutbox';
import {
  ALERT_HEADERS,
  EMPTY_ANSWER,
  jsonAnswer,
  LIST_HEADERS,
  LOCATION_HEADER,
  NULLABLE_TEXT,
  PAGING_PARAMETERS,
  sortParameter,
} from './commonParts';
import { criteriaParameter } from './criteriaParameter';
import { arrayOf, fromValibot, ID, INSTANT, nullable, objectOf, ref, TEXT, type JsonSchema } from './jsonSchema';
import type { RouteTable } from './routeDoc';

const NAMED_REF = objectOf({ id: ID, name: NULLABLE_TEXT });

const ADMIN_USER: JsonSchema = {
  ...objectOf({
    id: ID,
    login: TEXT,
    firstName: NULLABLE_TEXT,
    lastName: NULLABLE_TEXT,
    email: NULLABLE_TEXT,
    imageUrl: NULLABLE_TEXT,
    activated: { type: 'boolean' },
    langKey: NULLABLE_TEXT,
    createdBy: NULLABLE_TEXT,
    createdDate: INSTANT,
    lastModifiedBy: NULLABLE_TEXT,
    lastModifiedDate: nullable(INSTANT),
    authorities: arrayOf({ type: 'string', enum: [...AUTHORITIES] }),
  }),
  additionalProperties: false,
};

const ACCOUNT: JsonSchema = {
  ...objectOf({
    ...(ADMIN_USER.properties as Record<string, JsonSchema>),
    passwordChangeRequired: { type: 'boolean' },
    userExtra: nullable(
      objectOf({ id: ID, organization: nullable(NAMED_REF), user: objectOf({ id: ID, login: TEXT }) }),
    ),
  }),
  additionalProperties: false,
};

const TOKEN = objectOf({
  id_token: { type: 'string', description: 'An HS512 JWT; send it as `Authorization: Bearer …`.' },
});
const TOKEN_EXAMPLE = { id_token: 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJl' };
const TOKEN_HEADER = { Authorization: { description: 'The same token: `Bearer <jwt>`.', schema: TEXT } };
const HEALTH_PART = {
  ...objectOf({ status: { type: 'string', enum: ['UP', 'DOWN', 'UNKNOWN'] } }),
  additionalProperties: true,
};
const HEALTH = objectOf({
  status: { type: 'string', enum: ['UP', 'DOWN'] },
  components: objectOf({ db: HEALTH_PART, diskSpace: HEALTH_PART }),
});
const MAIL = objectOf({ id: ID, to: TEXT, subject: TEXT, body: TEXT, createdAt: INSTANT });
const ADMIN_USER_BODY = fromValibot(AdminUserBodySchema);
const userList = [...PAGING_PARAMETERS, sortParameter(Object.keys(USER_SORTS)), criteriaParameter(USER_FILTERS)];

/** Signing in, the account, user management and the public odds and ends (docs/api.md §1–2). */
export const ACCOUNT_ROUTES: RouteTable = {
  schemas: { AdminUserDTO: ADMIN_USER, Account: ACCOUNT, AdminUserBody: ADMIN_USER_BODY },
  routes: [
    {
      method: 'post',
      path: '/api/authenticate',
      tag: 'account',
      summary: 'Sign in',
      description: 'A `username` shaped like an e-mail address is looked up by e-mail. `rememberMe`: 30 days, else 1.',
      access: 'public',
      body: {
        schema: fromValibot(LoginBodySchema),
        example: { username: 'user', password: 'user', rememberMe: false },
      },
      answers: { 200: jsonAnswer('Signed in', TOKEN, TOKEN_EXAMPLE, TOKEN_HEADER) },
      problems: {
        400: 'The body breaks its schema',
        401: 'Bad credentials',
        429: 'The sign-in limits refuse the attempt',
      },
    },
    {
      method: 'get',
      path: '/api/authenticate',
      tag: 'account',
      summary: 'Whether the request carries a valid token',
      access: 'public',
      answers: { 204: EMPTY_ANSWER('Signed in') },
      problems: { 401: 'No valid token' },
    },
    {
      method: 'get',
      path: '/api/account',
      tag: 'account',
      summary: 'The caller’s account',
      access: 'member',
      answers: { 200: jsonAnswer('The caller', ref('Account')) },
    },
    {
      method: 'post',
      path: '/api/account',
      tag: 'account',
      summary: 'Save the caller’s own profile',
      description: 'Only `firstName`, `lastName`, `email`, `langKey` and `imageUrl` are applied.',
      access: 'member',
      body: { schema: ref('AdminUserBody'), example: { login: 'user', firstName: 'Ute', email: 'user@example.com' } },
      answers: { 200: EMPTY_ANSWER('Saved') },
      problems: { 400: 'The body breaks its schema, or the e-mail address is used (`email-already-used`)' },
    },
    {
      method: 'post',
      path: '/api/account/change-password',
      tag: 'account',
      summary: 'Change the caller’s password',
      description: 'Every token issued before stops working: keep the one this answer gives.',
      access: 'member',
      body: { schema: fromValibot(PasswordChangeBodySchema) },
      answers: { 200: jsonAnswer('Changed', TOKEN, TOKEN_EXAMPLE, TOKEN_HEADER) },
      problems: { 400: 'A new password outside 8..100 characters, or a wrong current one', 429: 'Ten wrong passwords' },
    },
    {
      method: 'post',
      path: '/api/account/reset-password/init',
      tag: 'account',
      summary: 'Mail a password reset link',
      description: 'Always a 200 within the limits, for known and unknown addresses alike.',
      access: 'public',
      body: { schema: { type: 'string', format: 'email' }, types: ['text/plain'], example: 'user@example.com' },
      answers: { 200: EMPTY_ANSWER('Accepted') },
      problems: { 429: '20 requests an hour from one address' },
    },
    {
      method: 'post',
      path: '/api/account/reset-password/finish',
      tag: 'account',
      summary: 'Set a new password with a reset key',
      access: 'public',
      body: {
        schema: fromValibot(KeyAndPasswordBodySchema),
        example: { key: 'a1B2c3D4e5F6g7H8i9J0', newPassword: 'battery staple' },
      },
      answers: { 200: EMPTY_ANSWER('Changed') },
      problems: {
        400: 'A new password outside 8..100 characters, or an unknown, used or expired key',
        429: 'Too many attempts',
      },
    },
    {
      method: 'get',
      path: '/api/admin/users',
      tag: 'admin',
      summary: 'List users (every organisation)',
      access: 'admin',
      parameters: userList,
      answers: { 200: jsonAnswer('One page', arrayOf(ref('AdminUserDTO')), undefined, LIST_HEADERS) },
      problems: { 400: 'An unknown filter or sort property' },
    },
    {
      method: 'post',
      path: '/api/admin/users',
      tag: 'admin',
      summary: 'Create a user',
      description: 'Created activated with a random password; a mail gives the user a link to set one.',
      access: 'admin',
      body: {
        schema: ref('AdminUserBody'),
        example: { login: 'coach', email: 'coach@example.com', authorities: ['ROLE_USER'] },
      },
      answers: { 201: jsonAnswer('Created', ref('AdminUserDTO'), undefined, { ...LOCATION_HEADER, ...ALERT_HEADERS }) },
      problems: { 400: 'An `id`, or a login or e-mail already used' },
    },
    ...(['/api/admin/users', '/api/admin/users/{login}'] as const).map((path) => ({
      method: 'put' as const,
      path,
      tag: 'admin',
      summary: 'Update a user',
      description: 'Found by the body’s `id`, else by the path’s login.',
      access: 'admin' as const,
      body: { schema: ref('AdminUserBody'), example: { id: 2, login: 'user', activated: true } },
      answers: { 200: jsonAnswer('Updated', ref('AdminUserDTO'), undefined, ALERT_HEADERS) },
      problems: { 400: 'The body breaks its schema, or a login or e-mail already used', 404: 'No such user' },
    })),
    {
      method: 'get',
      path: '/api/admin/users/{login}',
      tag: 'admin',
      summary: 'Get a user',
      access: 'admin',
      answers: { 200: jsonAnswer('The user', ref('AdminUserDTO')) },
      problems: { 404: 'No such user' },
    },
    {
      method: 'delete',
      path: '/api/admin/users/{login}',
      tag: 'admin',
      summary: 'Delete a user',
      access: 'admin',
      answers: { 204: { description: 'Deleted, or there was none', headers: ALERT_HEADERS } },
      problems: { 400: 'The caller’s own account' },
    },
    {
      method: 'get',
      path: '/api/admin/mail-outbox',
      tag: 'admin',
      summary: 'Mails kept without SMTP, newest first',
      access: 'admin',
      parameters: [...PAGING_PARAMETERS, criteriaParameter(MAIL_FILTERS)],
      answers: { 200: jsonAnswer('One page', arrayOf(MAIL), undefined, LIST_HEADERS) },
      problems: { 400: 'An unknown filter' },
    },
    {
      method: 'get',
      path: '/api/health',
      tag: 'public',
      summary: 'Health check (Spring Boot actuator’s shape)',
      access: 'public',
      answers: { 200: jsonAnswer('Up', HEALTH), 503: jsonAnswer('Down: no database, or under 64 MiB free', HEALTH) },
    },
    {
      method: 'get',
      path: '/api/blog-articles',
      tag: 'public',
      summary: 'The blog article addresses of this installation',
      access: 'public',
      answers: {
        200: jsonAnswer(
          'Slug to URL',
          { type: 'object', additionalProperties: { type: 'string', format: 'uri' } },
          {
            'offline-capture': 'https://blog.poolside-polo.com/offline-capture',
          },
        ),
      },
    },
  ],
};

import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { AUTHORITIES } from '../../../domain/model';
import { idColumn, instant, refColumn } from './columns';

export const organization = pgTable('organization', {
  id: idColumn(),
  name: text('name').notNull(),
});

/** `user` is a reserved word in PostgreSQL, hence `app_user`. Login and e-mail are stored lower-cased. */
export const appUser = pgTable('app_user', {
  id: idColumn(),
  login: text('login').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email').unique(),
  passwordHash: text('password_hash').notNull(),
  activated: boolean('activated').notNull().default(false),
  langKey: text('lang_key'),
  imageUrl: text('image_url'),
  authorities: text('authorities', { enum: AUTHORITIES }).array().notNull().default([]),
  resetKey: text('reset_key').unique(),
  resetDate: instant('reset_date'),
  createdBy: text('created_by').notNull().default('system'),
  createdDate: instant('created_date').notNull().defaultNow(),
  lastModifiedBy: text('last_modified_by'),
  lastModifiedDate: instant('last_modified_date'),
});

/** One-to-one with the user, sharing its id (JHipster's UserExtra with @MapsId). */
export const userExtra = pgTable(
  'user_extra',
  {
    id: refColumn('id')
      .primaryKey()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    organizationId: refColumn('organization_id').references(() => organization.id),
  },
  (t) => [index('user_extra_organization_idx').on(t.organizationId)],
);

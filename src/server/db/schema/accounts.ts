import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
  /**
   * Raised by every password change or reset; tokens carry the value they were issued under, so older
   * tokens stop working at once (a counter, not a time: two tokens issued in one second still differ).
   */
  tokenVersion: integer('token_version').notNull().default(0),
  /** Set for the demo accounts and at a login with a weak password; cleared by a password change or reset. */
  passwordChangeRequired: boolean('password_change_required').notNull().default(false),
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

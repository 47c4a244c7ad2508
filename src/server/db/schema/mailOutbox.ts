import { pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, instant } from './columns';

/** Mails kept when no SMTP server is configured, readable by admins (docs/design.md §5). */
export const mailOutbox = pgTable('mail_outbox', {
  id: idColumn(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

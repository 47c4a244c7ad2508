import { listEntities } from '../../../data/manage';
import { dateTime, text } from '../../manage/entities/cells';
import type { EntityConfig } from '../../manage/entity/entityConfig';
import { MailBody } from '../MailBody';

/** Mails kept by a server without SMTP (password links of new users and resets), newest first; read-only. */
export const mailEntity: EntityConfig = {
  route: 'mail-outbox',
  apiPath: '/admin/mail-outbox',
  title: 'Mail outbox',
  singular: 'mail',
  labelOf: (row) => String(row.subject),
  defaultSort: 'createdAt,desc',
  columns: [
    { header: 'Sent', cell: dateTime('createdAt') },
    { header: 'To', cell: text('to') },
    { header: 'Subject', cell: text('subject'), isLink: true },
  ],
  filters: [
    { kind: 'text', param: 'to.contains', label: 'To' },
    { kind: 'text', param: 'subject.contains', label: 'Subject' },
  ],
  detail: [
    { label: 'To', value: text('to') },
    { label: 'Sent', value: dateTime('createdAt') },
    { label: 'Body', value: (row) => <MailBody text={String(row.body ?? '')} /> },
  ],
  fetchOne: async (key) => {
    const { items } = await listEntities('/admin/mail-outbox', new URLSearchParams({ 'id.equals': key }));
    if (!items[0]) throw { status: 404, message: 'This mail is not in the outbox.', fieldErrors: [] };
    return items[0];
  },
};

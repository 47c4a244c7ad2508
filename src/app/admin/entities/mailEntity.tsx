import { listEntities } from '../../../data/manage';
import { dateTime, text } from '../../manage/entities/cells';
import { column, defineEntity, detail, filter } from '../../manage/entities/configParts';
import { entityText } from '../../manage/entities/entityText';
import { MailBody } from '../MailBody';

/** Mails kept by a server without SMTP (password links of new users and resets), newest first; read-only. */
export const mailEntity = defineEntity(
  { title: 'mail.title', singular: 'mail.singular' },
  {
    route: 'mail-outbox',
    apiPath: '/admin/mail-outbox',
    labelOf: (row) => String(row.subject),
    defaultSort: 'createdAt,desc',
    columns: [
      column('mail.sent', { cell: dateTime('createdAt') }),
      column('mail.to', { cell: text('to') }),
      column('mail.subject', { cell: text('subject'), isLink: true }),
    ],
    filters: [
      filter('mail.to', { kind: 'text', param: 'to.contains' }),
      filter('mail.subject', { kind: 'text', param: 'subject.contains' }),
    ],
    detail: [
      detail('mail.to', text('to')),
      detail('mail.sent', dateTime('createdAt')),
      detail('mail.body', (row) => <MailBody text={String(row.body ?? '')} />),
    ],
    fetchOne: async (key) => {
      const { items } = await listEntities('/admin/mail-outbox', new URLSearchParams({ 'id.equals': key }));
      if (!items[0]) throw { status: 404, message: entityText('mail.notInOutbox'), fieldErrors: [] };
      return items[0];
    },
  },
);

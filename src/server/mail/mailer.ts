import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../http/logger';

export type Mail = { to: string; subject: string; body: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** Real SMTP when SMTP_URL is set; otherwise the mail_outbox table plus a log line (docs/design.md §5). */
export function createMailer(options: {
  smtpUrl: string | undefined;
  mailFrom: string;
  db: Database;
  log: Logger;
}): Mailer {
  const { smtpUrl, mailFrom, db, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: mailFrom, to: mail.to, subject: mail.subject, text: mail.body });
        log.info({ msg: 'mail sent', to: mail.to, subject: mail.subject });
      },
    };
  }
  return {
    send: async (mail) => {
      await db.insert(mailOutbox).values(mail);
      // Without SMTP the log is how a fresh machine's operator reads a reset link (docs/design.md §5).
      log.info({
        msg: 'mail stored in mail_outbox (no SMTP_URL)',
        to: mail.to,
        subject: mail.subject,
        body: mail.body,
      });
    },
  };
}

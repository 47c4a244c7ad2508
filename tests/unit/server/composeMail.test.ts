import { describe, expect, test } from 'vitest';
import { composeMail, type MailKind } from '../../../src/server/mail/composeMail';

const values = { login: 'kovacs', link: 'https://polo.example.org/reset-password/finish?key=abc' };

const ENGLISH: Record<MailKind, { subject: string; body: string }> = {
  passwordReset: {
    subject: 'Poolside password reset',
    body: `Hello kovacs,\n\nTo choose a new password, open this link within 24 hours:\n${values.link}\n\nIf you did not ask for it, ignore this mail.`,
  },
  newAccount: {
    subject: 'Your Poolside account',
    body: `Hello kovacs,\n\nAn account was created for you. Choose your password here within 24 hours:\n${values.link}\n`,
  },
};

const HUNGARIAN: Record<MailKind, { subject: string; body: string }> = {
  passwordReset: {
    subject: 'Poolside jelszó-visszaállítás',
    body: `Szia kovacs!\n\nÚj jelszót ezen a linken választhatsz, 24 órán belül:\n${values.link}\n\nHa nem te kérted, hagyd figyelmen kívül ezt a levelet.`,
  },
  newAccount: {
    subject: 'Elkészült a Poolside-fiókod',
    body: `Szia kovacs!\n\nLétrehoztunk neked egy fiókot. Jelszót itt választhatsz, 24 órán belül:\n${values.link}\n`,
  },
};

describe('the mails the server writes', () => {
  test.each<[string | null | undefined, Record<MailKind, { subject: string; body: string }>]>([
    ['en', ENGLISH],
    ['hu', HUNGARIAN],
    ['hu-HU', HUNGARIAN],
    ['HU', HUNGARIAN],
    ['de', ENGLISH],
    ['', ENGLISH],
    [null, ENGLISH],
    [undefined, ENGLISH],
  ])('a user with langKey %j gets them in the matching language', (langKey, expected) => {
    expect(composeMail('passwordReset', langKey, values)).toEqual(expected.passwordReset);
    expect(composeMail('newAccount', langKey, values)).toEqual(expected.newAccount);
  });
});

import { toLanguage, type Language } from '../../domain/language';
import { RESET_KEY_VALIDITY_HOURS } from '../../domain/model';

/** The mails the server writes to users, and what each one says. */
export type MailKind = 'passwordReset' | 'newAccount';
export type MailValues = { login: string; link: string };
export type MailText = { subject: string; body: string };

const HOURS = RESET_KEY_VALIDITY_HOURS;

/**
 * Every mail in every language, side by side so a change to one wording is made in both. The English
 * wording is the product's from the start; the Hungarian one is written as a Hungarian club would write it,
 * addressing the reader informally, as every page of the product does.
 */
const TEMPLATES: Record<Language, Record<MailKind, (values: MailValues) => MailText>> = {
  en: {
    passwordReset: ({ login, link }) => ({
      subject: 'Poolside password reset',
      body: `Hello ${login},\n\nTo choose a new password, open this link within ${HOURS} hours:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
    }),
    newAccount: ({ login, link }) => ({
      subject: 'Your Poolside account',
      body: `Hello ${login},\n\nAn account was created for you. Choose your password here within ${HOURS} hours:\n${link}\n`,
    }),
  },
  hu: {
    passwordReset: ({ login, link }) => ({
      subject: 'Poolside jelszó-visszaállítás',
      body: `Szia ${login}!\n\nÚj jelszót ezen a linken választhatsz, ${HOURS} órán belül:\n${link}\n\nHa nem te kérted, hagyd figyelmen kívül ezt a levelet.`,
    }),
    newAccount: ({ login, link }) => ({
      subject: 'Elkészült a Poolside-fiókod',
      body: `Szia ${login}!\n\nLétrehoztunk neked egy fiókot. Jelszót itt választhatsz, ${HOURS} órán belül:\n${link}\n`,
    }),
  },
};

/** A mail in the user's language (their langKey: 'hu', 'hu-HU'…); English for any other or none. */
export function composeMail(kind: MailKind, langKey: string | null | undefined, values: MailValues): MailText {
  return TEMPLATES[toLanguage(langKey) ?? 'en'][kind](values);
}

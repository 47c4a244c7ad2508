import type { ProblemFacts } from '../../data/manage';
import { DEFAULT_LANGUAGE } from '../../domain/language';
import { currentLanguage, translate, type MessageKey } from '../i18n';

type Key = MessageKey<'common'>;

/** The server writes its problem sentences in English. */
const SERVER_LANGUAGE = DEFAULT_LANGUAGE;

/** The device's own problems: no answer, an upload interrupted, cancelled, or refused without a reason. */
const DEVICE_KEYS: Partial<Record<string, Key>> = {
  unreachable: 'problem.unreachable',
  uploadInterrupted: 'problem.uploadInterrupted',
  uploadCancelled: 'problem.uploadCancelled',
  uploadFailed: 'problem.uploadFailed',
};

/** The server's stable message keys (docs/api.md §5). */
const SERVER_CODE_KEYS: Partial<Record<string, Key>> = {
  'error.validation': 'problem.validation',
  'error.nameexists': 'problem.nameExists',
  'error.inuse': 'problem.inUse',
  'error.userexists': 'problem.loginExists',
  'error.emailexists': 'problem.emailExists',
  'error.idexists': 'problem.idExists',
  'error.idnull': 'problem.idInvalid',
  'error.idinvalid': 'problem.idInvalid',
  'error.idnotfound': 'problem.notFound',
  'error.concurrencyFailure': 'problem.changedMeanwhile',
  'error.matchsigned': 'problem.matchSigned',
};

/**
 * The catalogue's sentence for one of the server's stable message keys, in the user's language. Null in the server's
 * own language (its sentence is the more precise one, as problemText shows it) and for a key the catalogue lacks.
 */
export function serverCodeText(code: string): string | null {
  const key = SERVER_CODE_KEYS[code];
  return key && currentLanguage() !== SERVER_LANGUAGE ? translate('common', key) : null;
}

/** Statuses that say all there is to say. */
const STATUS_KEYS: Partial<Record<number, Key>> = {
  401: 'problem.unauthorized',
  403: 'problem.forbidden',
  404: 'problem.notFound',
  413: 'problem.tooLarge',
  415: 'problem.unsupportedType',
  429: 'problem.tooManyRequests',
  500: 'problem.serverError',
  502: 'problem.unavailable',
  503: 'problem.unavailable',
  507: 'problem.storageFull',
};

/** Refusals whose reason is in the server's sentence: worded alone only when there is none. */
const REFUSAL_KEYS: Partial<Record<number, Key>> = { 400: 'problem.badRequest', 409: 'problem.conflict' };

/**
 * A problem in the user's language. The server writes English, and in English its own sentence is the most
 * precise one ('League "OB I" is used by 4 teams…'), shown as it is. In another language: the catalogue's
 * sentence for the problem's code or status; for a refusal known by neither, the server's reason under a
 * sentence of ours.
 */
export function problemText({ status, code, detail }: ProblemFacts): string {
  const values = { status: String(status) };
  const deviceKey = code ? DEVICE_KEYS[code] : undefined;
  if (currentLanguage() === SERVER_LANGUAGE)
    return detail ?? translate('common', deviceKey ?? 'problem.status', values);
  const key = (code ? SERVER_CODE_KEYS[code] : undefined) ?? STATUS_KEYS[status];
  if (key) return translate('common', key, values);
  if (detail) return translate('common', 'problem.withDetail', { ...values, detail });
  return translate('common', deviceKey ?? REFUSAL_KEYS[status] ?? 'problem.status', values);
}

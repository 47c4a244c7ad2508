/**
 * What the forms say, as codes (docs/product.md §5 and §8 give the English words; src/app holds them in every
 * language). A length message carries its limit after a colon, since a schema's message is one string.
 */
export const REQUIRED = 'required';
export const INVALID_EMAIL = 'invalidEmail';
export const PASSWORDS_DO_NOT_MATCH = 'passwordsDoNotMatch';
export const RESET_KEY_MISSING = 'resetKeyMissing';

/** The fields whose length the forms check, each with its own sentence. */
export type LengthField = 'firstName' | 'lastName' | 'email' | 'password' | 'passwordConfirmation';
export type LengthCode = `${LengthField}.${'tooShort' | 'tooLong'}`;
export type FormMessageCode =
  typeof REQUIRED | typeof INVALID_EMAIL | typeof PASSWORDS_DO_NOT_MATCH | typeof RESET_KEY_MISSING | LengthCode;

export const minLengthMessage = (field: LengthField, min: number) => `${field}.tooShort:${min}`;
export const maxLengthMessage = (field: LengthField, max: number) => `${field}.tooLong:${max}`;

/** A validation message split into its code and the length it names ('firstName.tooShort:1'). */
export function readFormMessage(message: string): { code: FormMessageCode; limit: number | null } {
  const [code, limit] = message.split(':');
  return { code: code as FormMessageCode, limit: limit === undefined ? null : Number(limit) };
}

/** Outcomes of docs/product.md §8. */
export const LOGIN_FAILED = 'loginFailed';
export const RESET_STARTED = 'resetStarted';
export const RESET_REQUEST_FAILED = 'resetRequestFailed';
export const RESET_FAILED = 'resetFailed';
export const RESET_SUCCESSFUL = 'resetSuccessful';
export const CHANGE_PASSWORD_FAILED = 'changePasswordFailed';
export const CHANGE_PASSWORD_SUCCEEDED = 'changePasswordSucceeded';
export const SETTINGS_FAILED = 'settingsFailed';
export const SETTINGS_SAVED = 'settingsSaved';
export type FormOutcomeCode =
  | typeof LOGIN_FAILED
  | typeof RESET_STARTED
  | typeof RESET_REQUEST_FAILED
  | typeof RESET_FAILED
  | typeof RESET_SUCCESSFUL
  | typeof CHANGE_PASSWORD_FAILED
  | typeof CHANGE_PASSWORD_SUCCEEDED
  | typeof SETTINGS_FAILED
  | typeof SETTINGS_SAVED;

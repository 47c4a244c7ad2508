/** Validation and outcome texts of spec §5 and §8, kept in one place so forms and tests agree. */
export const REQUIRED = 'Required';
export const INVALID_EMAIL = 'Invalid email address';
export const PASSWORDS_DO_NOT_MATCH = 'Password and its confirmation do not match!';
export const RESET_KEY_MISSING = 'Reset key is missing';

export const minLengthMessage = (field: string, min: number) => `${field} must be at least ${min} characters`;
export const maxLengthMessage = (field: string, max: number) => `${field} must be maximum ${max} characters`;

/** Outcome texts of spec §8. */
export const LOGIN_FAILED = 'Invalid username or password';
export const RESET_STARTED = 'Reset started, please check your emails';
export const RESET_REQUEST_FAILED = 'Reset could not be started, please try again';
export const RESET_FAILED = 'Reset failed! Password request valid only for 24 hours';
export const RESET_SUCCESSFUL = 'Reset successful';
export const CHANGE_PASSWORD_FAILED = 'Reset password was not successful!';
export const CHANGE_PASSWORD_SUCCEEDED = 'Reset password succeeded!';
export const SETTINGS_FAILED = 'Cannot save data';
export const SETTINGS_SAVED = 'Data saved';

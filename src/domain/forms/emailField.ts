import * as v from 'valibot';
import { INVALID_EMAIL, REQUIRED } from './messages';

/**
 * The WHATWG e-mail rule (what `<input type=email>` and Angular's Validators.email accept): a domain
 * without a dot such as `admin@localhost` is valid, as JHipster's own demo users have it.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const validEmail = v.regex(EMAIL_PATTERN, INVALID_EMAIL);

/** A required, valid e-mail address (the required and invalid-email codes). */
export const requiredEmail = v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), validEmail);

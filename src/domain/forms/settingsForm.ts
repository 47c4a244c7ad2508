import * as v from 'valibot';
import { LANGUAGES } from '../language';
import { EMAIL_MAX, EMAIL_MIN, NAME_MAX, NAME_MIN } from '../model';
import { boundedText } from './boundedText';
import { validEmail } from './emailField';
import { REQUIRED } from './messages';

export const SettingsFormSchema = v.object({
  firstName: boundedText('firstName', NAME_MIN, NAME_MAX),
  lastName: boundedText('lastName', NAME_MIN, NAME_MAX),
  email: v.pipe(boundedText('email', EMAIL_MIN, EMAIL_MAX), validEmail),
  /** Required, shown read-only: the server ignores it. */
  login: v.pipe(v.string(), v.minLength(1, REQUIRED)),
  /** The language the app speaks to this user, saved with the account as its langKey. */
  langKey: v.picklist(LANGUAGES, REQUIRED),
});
export type SettingsForm = v.InferOutput<typeof SettingsFormSchema>;

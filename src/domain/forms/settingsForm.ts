import * as v from 'valibot';
import { EMAIL_MAX, EMAIL_MIN, NAME_MAX, NAME_MIN } from '../model';
import { boundedText } from './boundedText';
import { validEmail } from './emailField';
import { REQUIRED } from './messages';

export const SettingsFormSchema = v.object({
  firstName: boundedText('First name', NAME_MIN, NAME_MAX),
  lastName: boundedText('Last name', NAME_MIN, NAME_MAX),
  email: v.pipe(boundedText('Email', EMAIL_MIN, EMAIL_MAX), validEmail),
  /** Required, shown read-only: the server ignores it. */
  login: v.pipe(v.string(), v.minLength(1, REQUIRED)),
});
export type SettingsForm = v.InferOutput<typeof SettingsFormSchema>;

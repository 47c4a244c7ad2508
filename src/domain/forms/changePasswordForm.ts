import * as v from 'valibot';
import { REQUIRED } from './messages';
import { newPasswordFields } from './passwordFields';

export const ChangePasswordFormSchema = v.object({
  currentPassword: v.pipe(v.string(), v.minLength(1, REQUIRED)),
  ...newPasswordFields,
});
export type ChangePasswordForm = v.InferOutput<typeof ChangePasswordFormSchema>;

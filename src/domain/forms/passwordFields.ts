import { PASSWORD_MAX, PASSWORD_MIN } from '../model';
import { boundedText } from './boundedText';

/** New password + confirmation, 4..50 characters each (spec §5). The match rule is `passwordsMatch`. */
export const newPasswordFields = {
  newPassword: boundedText('Password', PASSWORD_MIN, PASSWORD_MAX),
  confirmPassword: boundedText('Password confirmation', PASSWORD_MIN, PASSWORD_MAX),
};

/** Checked on submit: a mismatch shows its message and nothing is sent (spec §5). */
export function passwordsMatch(values: { newPassword: string; confirmPassword: string }): boolean {
  return values.newPassword === values.confirmPassword;
}

import * as v from 'valibot';
import { NewPasswordSchema } from '../../domain/api';
import { ProblemError, invalidPasswordProblem } from '../http/problem';

/**
 * A new password (change, reset) of 8..100 characters, or JHipster's 400 invalid-password problem, now
 * with the field named so a client can show it. Checked before anything else, as JHipster does.
 */
export function assertNewPassword(password: string, objectName: string): void {
  const result = v.safeParse(NewPasswordSchema, password);
  if (result.success) return;
  const { problem } = invalidPasswordProblem(result.issues[0].message);
  throw new ProblemError({
    ...problem,
    fieldErrors: [{ objectName, field: 'newPassword', message: result.issues[0].message }],
  });
}

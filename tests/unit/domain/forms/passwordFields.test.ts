import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { NewPasswordSchema } from '../../../../src/domain/api';
import { ResetFinishFormSchema } from '../../../../src/domain/forms';

/** The first message code per field, as the forms show it (the app words it). */
const messagesFor = (password: string) => {
  const result = v.safeParse(ResetFinishFormSchema, { newPassword: password, confirmPassword: password });
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key);
    if (!first.has(field)) first.set(field, issue.message);
  }
  return [...first.values()];
};

describe('a new password in the forms', () => {
  test.each([
    ['', ['password.tooShort:4', 'passwordConfirmation.tooShort:4']],
    ['abc', ['password.tooShort:4', 'passwordConfirmation.tooShort:4']],
    ['abcd', ['password.tooShort:8', 'passwordConfirmation.tooShort:8']],
    ['abcdefg', ['password.tooShort:8', 'passwordConfirmation.tooShort:8']],
    ['abcdefgh', []],
    ['a'.repeat(50), []],
    ['a'.repeat(51), ['password.tooLong:50', 'passwordConfirmation.tooLong:50']],
  ])('%j shows %j', (password, messages) => {
    expect(messagesFor(password)).toEqual(messages);
  });

  test('each field shows one length message at a time', () => {
    const result = v.safeParse(ResetFinishFormSchema, { newPassword: 'ab', confirmPassword: 'abcde' });
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'password.tooShort:4',
      'passwordConfirmation.tooShort:8',
    ]);
  });
});

describe('a new password on the server', () => {
  test.each([
    ['abcdefg', false],
    ['abcdefgh', true],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
  ])('%j is accepted: %s', (password, isAccepted) => {
    expect(v.safeParse(NewPasswordSchema, password).success).toBe(isAccepted);
  });
});

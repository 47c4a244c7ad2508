import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { NewPasswordSchema } from '../../../../src/domain/api';
import { ResetFinishFormSchema } from '../../../../src/domain/forms';

/** The first message per field, as the forms show it. */
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
    ['', ['Password must be at least 4 characters', 'Password confirmation must be at least 4 characters']],
    ['abc', ['Password must be at least 4 characters', 'Password confirmation must be at least 4 characters']],
    ['abcd', ['Password must be at least 8 characters', 'Password confirmation must be at least 8 characters']],
    ['abcdefg', ['Password must be at least 8 characters', 'Password confirmation must be at least 8 characters']],
    ['abcdefgh', []],
    ['a'.repeat(50), []],
    ['a'.repeat(51), ['Password must be maximum 50 characters', 'Password confirmation must be maximum 50 characters']],
  ])('%j shows %j', (password, messages) => {
    expect(messagesFor(password)).toEqual(messages);
  });

  test('each field shows one length message at a time', () => {
    const result = v.safeParse(ResetFinishFormSchema, { newPassword: 'ab', confirmPassword: 'abcde' });
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'Password must be at least 4 characters',
      'Password confirmation must be at least 8 characters',
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

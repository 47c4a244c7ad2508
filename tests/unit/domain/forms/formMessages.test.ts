import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { readFormMessage, SettingsFormSchema } from '../../../../src/domain/forms';

const valid = { firstName: 'Ada', lastName: 'Kovács', email: 'ada@poolside.test', login: 'ada', langKey: 'hu' };

/** The first message code of each field that fails, as the settings form shows them. */
function codesFor(values: Record<string, unknown>): Record<string, string> {
  const result = v.safeParse(SettingsFormSchema, values);
  const codes: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const field = String(issue.path?.[0]?.key);
    codes[field] ??= issue.message;
  }
  return codes;
}

describe('the settings form speaks in codes', () => {
  test.each([
    [{}, {}],
    [{ firstName: '' }, { firstName: 'firstName.tooShort:1' }],
    [{ lastName: 'y'.repeat(51) }, { lastName: 'lastName.tooLong:50' }],
    [{ email: 'a@b' }, { email: 'email.tooShort:5' }],
    [{ email: 'not-an-address' }, { email: 'invalidEmail' }],
    [{ login: '' }, { login: 'required' }],
    [{ langKey: 'de' }, { langKey: 'required' }],
    [{ langKey: 'en' }, {}],
  ])('%j gives %j', (change, codes) => {
    expect(codesFor({ ...valid, ...change })).toEqual(codes);
  });
});

describe('a message code is read back into its code and limit', () => {
  test.each([
    ['required', { code: 'required', limit: null }],
    ['invalidEmail', { code: 'invalidEmail', limit: null }],
    ['firstName.tooShort:1', { code: 'firstName.tooShort', limit: 1 }],
    ['passwordConfirmation.tooLong:50', { code: 'passwordConfirmation.tooLong', limit: 50 }],
  ])('%j reads as %j', (message, read) => {
    expect(readFormMessage(message)).toEqual(read);
  });
});

import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../../../src/app/i18n';

const files = import.meta.glob<Record<string, string>>('../../../../src/app/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
  query: '?raw',
});

/** The raw catalogue (the build compiles the imported one), parsed from its file. */
function catalogue(language: string, namespace: string): Record<string, string> {
  const raw = files[`../../../../src/app/i18n/locales/${language}/${namespace}.json`] as unknown as string;
  return JSON.parse(raw) as Record<string, string>;
}

/** The names of a message's arguments: {cap}, {count, plural, …}, {name} inside a plural branch. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((match) => match[1]!))].sort();
}

describe.each(NAMESPACES)('the %s catalogues', (namespace) => {
  const english = catalogue('en', namespace);
  const hungarian = catalogue('hu', namespace);

  it('have exactly the same keys in English and Hungarian', () => {
    expect(Object.keys(hungarian).sort()).toEqual(Object.keys(english).sort());
  });

  it('have the same placeholders in both languages', () => {
    const differing = Object.keys(english).filter(
      (key) =>
        hungarian[key] !== undefined && placeholders(english[key]!).join() !== placeholders(hungarian[key]!).join(),
    );
    expect(differing).toEqual([]);
  });

  it('hold only non-empty messages that compile', () => {
    for (const messages of [english, hungarian]) {
      for (const [key, message] of Object.entries(messages)) {
        expect(typeof message === 'string' && message.trim() !== '', key).toBe(true);
        expect(() => compileMessage(message), key).not.toThrow();
      }
    }
  });
});

describe('the placeholder check', () => {
  it.each([
    ['Player #{cap} is not in the water.', ['cap']],
    ['{count, plural, one {# goal} other {# goals}} by {name}', ['count', 'name']],
    ['No arguments here', []],
  ])('finds the arguments of %j', (message, names) => expect(placeholders(message)).toEqual(names));
});

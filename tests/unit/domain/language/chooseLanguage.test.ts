import { describe, expect, it } from 'vitest';
import { chooseLanguage, toLanguage, type LanguageSources } from '../../../../src/domain/language';

describe('toLanguage', () => {
  it.each([
    ['hu', 'hu'],
    ['hu-HU', 'hu'],
    ['HU', 'hu'],
    ['en_GB', 'en'],
    [' en-US ', 'en'],
    ['de-DE', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j is %j', (tag, language) => expect(toLanguage(tag)).toBe(language));
});

describe('chooseLanguage', () => {
  const cases: [string, LanguageSources, string][] = [
    ['the account wins over the device and the browser', { account: 'hu', device: 'en', browser: ['en-US'] }, 'hu'],
    ['an English account wins over a Hungarian browser', { account: 'en', browser: ['hu-HU'] }, 'en'],
    ['an account language the product lacks falls to the device', { account: 'de', device: 'hu', browser: [] }, 'hu'],
    ['signed out, the device choice wins over the browser', { device: 'hu', browser: ['en-GB'] }, 'hu'],
    ['signed out without a choice, the browser decides', { browser: ['hu-HU', 'en'] }, 'hu'],
    ['the first browser language the product speaks', { browser: ['de-AT', 'hu', 'en'] }, 'hu'],
    ['nothing known is English', { account: null, device: null, browser: ['fr-FR'] }, 'en'],
    ['no browser languages at all is English', { browser: [] }, 'en'],
  ];
  it.each(cases)('%s', (_name, sources, language) => expect(chooseLanguage(sources)).toBe(language));
});

import { describe, expect, it } from 'vitest';
import {
  compareText,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatTime,
} from '../../../../src/app/i18n/format';

const evening = '2025-03-01T18:05:00';

describe('formatting in each language', () => {
  it.each([
    ['en', formatDate(evening, 'en'), '1 Mar 2025'],
    ['hu', formatDate(evening, 'hu'), '2025. márc. 1.'],
    ['en', formatTime(evening, 'en'), '18:05'],
    ['hu', formatTime(evening, 'hu'), '18:05'],
    ['en', formatDateTime(evening, 'en'), '1 Mar 2025, 18:05'],
    ['hu', formatDateTime(evening, 'hu'), '2025. márc. 1. 18:05'],
    ['en', formatNumber(12345.5, undefined, 'en'), '12,345.5'],
    ['hu', formatNumber(12345.5, undefined, 'hu'), '12 345,5'],
    ['en', formatPercent(0.375, 1, 'en'), '37.5%'],
    ['hu', formatPercent(0.375, 1, 'hu'), '37,5%'],
    ['en', formatPercent(2 / 3, 0, 'en'), '67%'],
  ])('%s: %j is %j', (_language, actual, expected) => {
    // Intl separates Hungarian thousands with a no-break space.
    expect(actual.replace(/\u00a0|\u202f/g, ' ')).toBe(expected);
  });

  it('writes nothing for a missing date', () => {
    expect(formatDate(null, 'hu')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
  });
});

describe('sorting names', () => {
  const names = ['Őri', 'Ozora', 'Oláh', 'Ábel', 'Abai', 'Szabó', 'Sándor', 'Csapó', 'Cukor', 'Zámbó'];
  const sorted = (language: 'en' | 'hu') => [...names].sort((a, b) => compareText(a, b, language));

  it('sorts as Hungarian does: A and Á alike, Ő after O, Cs after C, Sz after S', () => {
    expect(sorted('hu')).toEqual([
      'Abai',
      'Ábel',
      'Cukor',
      'Csapó',
      'Oláh',
      'Ozora',
      'Őri',
      'Sándor',
      'Szabó',
      'Zámbó',
    ]);
  });

  it('sorts as English does: accents are no letters of their own', () => {
    expect(sorted('en')).toEqual([
      'Abai',
      'Ábel',
      'Csapó',
      'Cukor',
      'Oláh',
      'Őri',
      'Ozora',
      'Sándor',
      'Szabó',
      'Zámbó',
    ]);
  });

  it('orders numbers inside names by value', () => {
    expect(['Team 10', 'Team 9', 'Team 1'].sort((a, b) => compareText(a, b, 'en'))).toEqual([
      'Team 1',
      'Team 9',
      'Team 10',
    ]);
  });
});

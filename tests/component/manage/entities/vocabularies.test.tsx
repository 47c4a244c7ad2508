import { describe, expect, it } from 'vitest';
import { VOCABULARIES } from '../../../../src/app/manage/entities/vocabularies';

const optionLabel = (vocabulary: keyof typeof VOCABULARIES, value: string) =>
  VOCABULARIES[vocabulary].options.find((option) => option.value === value)?.label;

describe('the English words of the API enums', () => {
  it.each([
    ['eventType', 'BALLLOST', 'BALLLOST', 'BALLLOST'],
    ['eventType', 'YELLOW_CARD', 'YELLOW_CARD', 'Yellow card'],
    ['turnoverType', 'BAD_PASS', 'BAD_PASS', 'Bad pass'],
    ['shootMethod', 'AFTER_FAKE', 'AFTER_FAKE', 'After fake'],
    ['formation', 'M_DROP', 'M_DROP', 'M drop'],
    ['formation', '3-3', '3-3', '3-3'],
    ['matchStatus', 'ENDED', 'ENDED', 'ENDED'],
    ['role', 'ROLE_ANALYST', 'ANALYST', 'ANALYST'],
  ] as const)('%s %s reads %s in tables and %s in selects', (vocabulary, value, word, label) => {
    expect(VOCABULARIES[vocabulary].wordOf(value)).toBe(word);
    expect(optionLabel(vocabulary, value)).toBe(label);
  });

  it.each([
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    ['SOMETHING_NEW', 'SOMETHING_NEW'],
  ])('a value outside the enum (%j) shows as %j', (value, shown) => {
    expect(VOCABULARIES.eventType.wordOf(value)).toBe(shown);
  });
});

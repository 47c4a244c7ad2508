import { expect, it } from 'vitest';
import type { PlayerRowProblem } from '../../../src/data/manage';
import { activateLanguage } from '../../../src/app/i18n';
import { playerRowProblemText } from '../../../src/app/manage/team/playerRowProblemText';

it.each<[PlayerRowProblem, string]>([
  [{ code: 'firstNameMissing' }, 'First name is missing'],
  [{ code: 'lastNameMissing' }, 'Last name is missing'],
  [{ code: 'nameTooLong', max: 50 }, 'Names are at most 50 characters'],
  [{ code: 'capNotANumber', cap: 'two', min: 1, max: 99 }, 'Cap "two" is not a number from 1 to 99'],
  [
    { code: 'birthYearNotAYear', year: '1899', min: 1900, max: 2100 },
    'Birth year "1899" is not a year from 1900 to 2100',
  ],
  [{ code: 'quoteNotClosed' }, 'A quote is opened and never closed'],
  [
    { code: 'notYesOrNo', line: 3, column: 'Goalkeeper', value: 'maybe' },
    'Line 3, column "Goalkeeper": "maybe" is not yes or no',
  ],
  [{ code: 'samePlayerAs', lines: [2, 5] }, 'Same player as line 2, 5'],
  [
    { code: 'namesakes', firstName: 'Dora', lastName: 'Ban' },
    'Several players of the team are called Dora Ban; give the birth year',
  ],
  [{ code: 'capNeeded' }, 'A cap is needed for the roster'],
  [{ code: 'capTwiceInFile', cap: 1 }, 'Cap 1 appears twice in the file'],
  [{ code: 'capOnRoster', cap: 5 }, 'Cap 5 is already used on the roster'],
])('a player CSV row problem %j reads %j in English', (problem, text) => {
  expect(playerRowProblemText(problem)).toBe(text);
});

it('names the row and the goalkeeper column of a value it does not understand in Hungarian too', async () => {
  await activateLanguage('hu');
  try {
    expect(playerRowProblemText({ code: 'notYesOrNo', line: 3, column: 'Kapus', value: 'talán' })).toBe(
      '3. sor, „Kapus” oszlop: ismeretlen érték („talán”), igen vagy nem legyen',
    );
  } finally {
    await activateLanguage('en');
  }
});

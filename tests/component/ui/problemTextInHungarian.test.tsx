import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../src/app/i18n';
import { problemText } from '../../../src/app/ui/problemText';
import { problemOf } from '../../../src/data/manage';
import { setProblemWording } from '../../../src/data/manage/problemWording';
import { PROBLEMS } from './problemCases';

beforeAll(async () => {
  setProblemWording(problemText);
  await activateLanguage('hu');
});

describe('a server problem in Hungarian', () => {
  it.each<[keyof typeof PROBLEMS, string]>([
    ['inUse', 'Nem törölhető, amíg más adatok hivatkoznak rá; előbb azokat töröld vagy helyezd át.'],
    ['nameExists', 'Ez a név már foglalt. Válassz másikat.'],
    ['emailExists', 'Ez az e-mail-cím már használatban van.'],
    ['validation', 'Néhány adat nem megfelelő. Ellenőrizd az űrlapot, és próbáld újra.'],
    ['notFound', 'Nem található. Lehet, hogy időközben törölték.'],
    ['refusedWithReason', 'A szerver elutasította (400): Line 3: no such quarter'],
    [
      'matchSigned',
      'A mérkőzés jóvá van hagyva, az eseményei zárolva vannak. Egy adminisztrátor az egyeztetésnél újranyithatja; addig ez a módosítás nem kerül mentésre.',
    ],
    ['unreachable', 'A szerver nem érhető el. Ellenőrizd a kapcsolatot, és próbáld újra.'],
    ['bareStatus', 'A szerver hibával válaszolt (418).'],
  ])('%s is worded by its code or status', (name, text) => {
    expect(problemOf(PROBLEMS[name]).message).toBe(text);
  });

  it.each([
    ['uploadInterrupted', 0, 'A feltöltés megszakadt. Ellenőrizd a kapcsolatot, és próbáld újra.'],
    ['uploadCancelled', 0, 'A feltöltést megszakítottad.'],
    ['uploadFailed', 413, 'A fájl túl nagy.'],
    ['uploadFailed', 422, 'A feltöltés nem sikerült (422).'],
  ])('the device’s own %s (%i)', (code, status, text) => {
    expect(problemText({ status, code, detail: null, params: null })).toBe(text);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { EVENT_FIELDS } from '../../../../src/app/events/detailFields';
import { toFormValues, type FormValues } from '../../../../src/app/events/formValues';
import { schemaResolver } from '../../../../src/app/events/schemaResolver';
import { activateLanguage, loadCatalogues } from '../../../../src/app/i18n';
import { EventSchema, type MatchEvent } from '../../../../src/domain/model';

const stored: MatchEvent = {
  uuid: '00000000-0000-4000-8000-000000000001',
  match: { id: 1 },
  team: { id: 1 },
  quarter: 2,
  time: 100,
  type: 'SHOOT',
  offense: true,
  extraPlayer: false,
  needsReview: false,
  timeEstimated: false,
  playerNumber: 5,
};

/** The message the event's detail form shows under `field` once the scorer has typed `value` there. */
async function messageFor(
  field: string,
  value: string | boolean,
  row: MatchEvent = stored,
): Promise<string | undefined> {
  const resolve = schemaResolver(EventSchema, row, EVENT_FIELDS);
  const values: FormValues = { ...toFormValues(row, EVENT_FIELDS), [field]: value };
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return (errors as FieldErrors<FormValues>)[field]?.message;
}

const card: MatchEvent = { ...stored, type: 'YELLOW_CARD', playerNumber: 5 };

describe.each([
  [
    'en',
    [
      'Must be at most 5',
      'Must be at least 1',
      'Must be a whole number',
      'A card needs a player number or an official',
    ],
  ],
  [
    'hu',
    [
      'Legfeljebb 5 lehet',
      'Legalább 1 legyen',
      'Egész szám legyen',
      'A laphoz add meg a játékos sapkaszámát vagy a hivatalos személyt',
    ],
  ],
] as const)('the event detail form in %s', (language, [tooLate, tooEarly, notWhole, cardWithoutPerson]) => {
  beforeAll(async () => {
    await loadCatalogues(language, ['forms']);
    await activateLanguage(language);
  });

  it.each([
    ['quarter', '9', () => tooLate],
    ['quarter', '0', () => tooEarly],
    ['time', '12.5', () => notWhole],
    ['playerNumber', '', () => cardWithoutPerson, card],
  ] as const)('%s set to %j reads in the screen language', async (field, value, expected, row?: MatchEvent) => {
    expect(await messageFor(field, value, row)).toBe(expected());
  });

  it('finds nothing wrong with a valid change', async () => {
    expect(await messageFor('quarter', '3')).toBeUndefined();
  });
});

import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { isReadableDateTime, MatchSchema } from '../../../../src/domain/model';

const match = { name: 'A v B', team1: { id: 1 }, team2: { id: 2 } };

describe('a match date-time names a real moment', () => {
  test.each([
    ['2025-01-01T10:00:00Z', true],
    ['2025-01-01T10:00:00.123Z', true],
    ['2025-01-01T10:00:00+01:00', true],
    ['2024-02-29T10:00:00Z', true],
    ['1900-01-01T00:00:00Z', true],
    ['2100-12-31T23:59:59Z', true],
    ['2025-01-01T10:00:00+01', false],
    ['2025-02-29T10:00:00Z', false],
    ['2025-02-30T10:00:00Z', false],
    ['2025-04-31T10:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
    ['1899-12-31T23:59:59Z', false],
    ['2101-01-01T00:00:00Z', false],
    ['yesterday', false],
  ])('%s → %s', (value, readable) => {
    expect(isReadableDateTime(value)).toBe(readable);
  });

  test('the match schema refuses what Date cannot read, naming the field', () => {
    const result = v.safeParse(MatchSchema, { ...match, startsAt: '2025-01-01T10:00:00+01' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.map((p) => p.key)).toEqual(['startsAt']);
  });

  test('a text that is no timestamp at all gets one message, not also that it is no real date', () => {
    const result = v.safeParse(MatchSchema, { ...match, startsAt: 'yesterday' });
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Invalid timestamp: Received "yesterday"']);
  });

  test('names and texts refuse the NUL character a database column cannot hold', () => {
    expect(v.safeParse(MatchSchema, { ...match, name: 'A v B\u0000' }).success).toBe(false);
    expect(v.safeParse(MatchSchema, match).success).toBe(true);
  });
});

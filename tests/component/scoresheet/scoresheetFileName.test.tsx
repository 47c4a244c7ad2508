import { describe, expect, it } from 'vitest';
import { scoresheetFileName } from '../../../src/app/scoresheet/scoresheetFileName';

describe('the scoresheet file name', () => {
  it.each([
    ['2026-03-14', 'Budapest Honvéd', 'Szolnoki Dózsa', '2026-03-14-Budapest-Honved-Szolnoki-Dozsa.pdf'],
    ['2017-07-18', 'USA', 'ESP', '2017-07-18-USA-ESP.pdf'],
    ['2025-10-10', 'Ferencváros / FTC: "Ő"', 'a\\b*c?', '2025-10-10-Ferencvaros-FTC-O-a-b-c.pdf'],
    [null, 'USA', 'ESP', 'USA-ESP.pdf'],
    ['2026-01-02', null, '???', '2026-01-02-team1-team2.pdf'],
  ])('%s, %s and %s give %s', (date, team1, team2, expected) => {
    expect(scoresheetFileName(date, team1, team2)).toBe(expected);
  });
});

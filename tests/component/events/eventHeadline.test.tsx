import { describe, expect, it } from 'vitest';
import { eventHeadline } from '../../../src/app/events/eventHeadline';
import type { MatchPlayerRow } from '../../../src/data/db';

const ROSTER: MatchPlayerRow[] = [
  {
    id: 1,
    cap: 7,
    goalKeeper: false,
    match: { id: 1 },
    team: { id: 1 },
    player: { id: 1, firstName: 'Gergely', lastName: 'Kovacs' },
  },
];

describe('an event headline', () => {
  it.each([
    [
      'a yellow card to the head coach',
      { type: 'YELLOW_CARD', official: 'HEAD_COACH' },
      [],
      'Yellow card – Head coach',
    ],
    ['a yellow card to an official', { type: 'YELLOW_CARD', official: 'TEAM_OFFICIAL' }, [], 'Yellow card – Official'],
    ['a red card to a known player', { type: 'RED_CARD', playerNumber: 7 }, ROSTER, 'Red card – #7 KovG'],
    ['a red card to a cap off the roster', { type: 'RED_CARD', playerNumber: 9 }, ROSTER, 'Red card – #9'],
    ['a shot, as its type', { type: 'SHOOT', playerNumber: 7 }, ROSTER, 'Shoot'],
  ] as const)('%s reads as the list shows it', (_label, event, roster, text) => {
    expect(eventHeadline(event, roster)).toBe(text);
  });
});

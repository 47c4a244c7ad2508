import { describe, expect, test } from 'vitest';
import { EVENT_TYPES, type EventType } from '../../../src/domain/model';
import { linkEventOnWrite } from '../../../src/server/capture/opponentLinkHooks';

const POSSESSION = '5f0c6a4e-8a51-4d55-9b46-0d3c8f1e2a77';
const isInert = (type: EventType, possessionUuid: string | null) =>
  linkEventOnWrite.isInert!({ type, possessionUuid, matchId: 1, teamId: 1 });

/** Which new events skip linking: only those with no side to pair and no possession to take a link from. */
describe('an event that has nothing to link skips the linking', () => {
  const SIDELESS: EventType[] = ['DRIVE', 'FORMATIONCHANGE', 'PLAYER_IN', 'PLAYER_OUT'];
  const SIDED: EventType[] = [
    'SHOOT',
    'SHOOTAGAINST',
    'EXCLUSIONFOR',
    'BALLLOST',
    'SWIMOFF',
    'PENALTYFOUL',
    'OFFENSE_START',
    // A time-out pairs with the other scorer's record of it as theirs.
    'TIMEOUT',
    'TIMEOUTAGAINST',
    // So does a card, with the other scorer's record of it as theirs.
    'YELLOW_CARD',
    'RED_CARD_AGAINST',
  ];

  test.each(SIDELESS)('%s outside any possession: inert', (type) => expect(isInert(type, null)).toBe(true));
  test.each(SIDELESS)('%s in a possession: linked (it takes the possession’s opponent)', (type) =>
    expect(isInert(type, POSSESSION)).toBe(false),
  );
  test.each(SIDED)('%s, even outside any possession: linked (it pairs with the other scorer’s record)', (type) =>
    expect(isInert(type, null)).toBe(false),
  );
  test('outside possessions, exactly the sideless types are inert', () => {
    expect(EVENT_TYPES.filter((type) => isInert(type, null))).toEqual(SIDELESS);
  });
});

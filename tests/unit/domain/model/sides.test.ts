import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, mirrorEventType, otherSide, type EventType } from '../../../../src/domain/model';
import { mirrorEvent } from '../../../../src/domain/stats';

describe('otherSide', () => {
  it.each([
    ['team1', 'team2'],
    ['team2', 'team1'],
  ] as const)('the other team of %s is %s', (side, other) => {
    expect(otherSide(side)).toBe(other);
  });
});

describe('the mirror table', () => {
  it.each<[EventType, EventType | null]>([
    ['SHOOT', 'SHOOTAGAINST'],
    ['SHOOTAGAINST', 'SHOOT'],
    ['EXCLUSIONFOR', 'EXCLUSIONAGAINST'],
    ['EXCLUSIONAGAINST', 'EXCLUSIONFOR'],
    ['BALLGAINED', 'BALLLOST'],
    ['BALLLOST', 'BALLGAINED'],
    ['SWIMOFF', 'SWIMOFFAGAINST'],
    ['SWIMOFFAGAINST', 'SWIMOFF'],
    ['PENALTYFOUL', 'PENALTYFOULAGAINST'],
    ['PENALTYFOULAGAINST', 'PENALTYFOUL'],
    ['OFFENSE_START', 'DEFENSE_START'],
    ['DEFENSE_START', 'OFFENSE_START'],
    ['DRIVE', null],
    ['TIMEOUT', 'TIMEOUTAGAINST'],
    ['TIMEOUTAGAINST', 'TIMEOUT'],
    ['YELLOW_CARD', 'YELLOW_CARD_AGAINST'],
    ['RED_CARD_AGAINST', 'RED_CARD'],
    ['FORMATIONCHANGE', null],
    ['PLAYER_IN', null],
    ['PLAYER_OUT', null],
  ])('%s is seen by the other team as %s', (type, mirror) => {
    expect(mirrorEventType(type)).toBe(mirror);
  });

  it('the statistics read an opponent event through the same table, for every event type', () => {
    const team = { id: 2 };
    for (const type of EVENT_TYPES) {
      const event = { uuid: 'e', match: { id: 1 }, team: { id: 1 }, quarter: 1, time: 10, type, offense: true };
      const seen = mirrorEvent(event as Parameters<typeof mirrorEvent>[0], team);
      expect(seen?.type ?? null, type).toBe(mirrorEventType(type));
    }
  });
});

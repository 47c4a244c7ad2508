import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../../../src/domain/model';
import { event, ours, THEM } from './statsBuilders';

const yellow = (fields: Partial<MatchEvent>) => event('YELLOW_CARD', fields);
const red = (fields: Partial<MatchEvent>) => event('RED_CARD', fields);

describe('cards in the statistics', () => {
  it.each<[string, MatchEvent[], { yellow: number; red: number }, { yellow: number; red: number }]>([
    ['no cards', [event('TIMEOUT')], { yellow: 0, red: 0 }, { yellow: 0, red: 0 }],
    [
      "the head coach's yellow card",
      [yellow({ official: 'HEAD_COACH' })],
      { yellow: 1, red: 0 },
      { yellow: 1, red: 0 },
    ],
    ["a player's red card", [red({ playerNumber: 7 })], { yellow: 0, red: 1 }, { yellow: 0, red: 0 }],
    [
      'players and officials together',
      [yellow({ official: 'HEAD_COACH' }), yellow({ playerNumber: 4 }), red({ official: 'ASSISTANT_COACH' })],
      { yellow: 2, red: 1 },
      { yellow: 1, red: 1 },
    ],
    [
      "the other team's cards are theirs",
      [yellow({ official: 'HEAD_COACH', team: THEM })],
      { yellow: 0, red: 0 },
      { yellow: 0, red: 0 },
    ],
  ])('%s: team and bench counts', (_case, events, cards, officialCards) => {
    const stats = ours(events);
    expect(stats.cards).toEqual(cards);
    expect(stats.officialCards).toEqual(officialCards);
  });

  it('credits a card to the player it names, and nothing else', () => {
    const stats = ours([yellow({ playerNumber: 7 }), red({ playerNumber: 7 }), yellow({ playerNumber: 4 })]);
    const byCap = (cap: number) => stats.players.find((player) => player.caps.includes(cap))!;
    expect([byCap(7).yellowCards, byCap(7).redCards, byCap(4).yellowCards, byCap(4).redCards]).toEqual([1, 1, 1, 0]);
    expect(byCap(7).majorFouls).toBe(0);
    expect(stats.boxScore.total).toMatchObject({ made: 0, attempts: 0 });
  });
});

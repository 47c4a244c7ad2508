import { describe, expect, it } from 'vitest';
import { activeFilterNames } from '../../../src/app/video/clips/activeFilterNames';
import type { ClipFilterOptions } from '../../../src/app/video/clips/clipFilterOptions';
import type { ClipFilter } from '../../../src/domain/video';

const OPTIONS: ClipFilterOptions = {
  teams: [{ value: 10, label: 'Sharks' }],
  players: [{ value: 7, label: '#7 Kovács G.' }],
  types: [{ value: 'SHOOT', label: 'Shoot' }],
  outcomes: [{ value: 'GOAL', label: 'Goal' }],
  situations: [{ value: 'CENTER', label: 'Centre' }],
  quarters: [{ value: 2, label: 'Q2' }],
  manAdvantages: [{ value: 'MAN_UP', label: 'Man-up' }],
};
const NONE: ClipFilter = {
  matches: [1],
  team: null,
  player: null,
  type: null,
  outcome: null,
  situation: null,
  quarter: null,
  manAdvantage: null,
  needsReview: false,
  events: null,
};

describe('the folded filter bar names the active filters', () => {
  it.each<[string, Partial<ClipFilter>, string[]]>([
    ['none', {}, []],
    ['a team and its player', { team: 10, player: 7 }, ['Sharks', '#7 Kovács G.']],
    ['a player without a team narrows nothing', { player: 7 }, []],
    [
      'every kind, in the filters’ order',
      {
        team: 10,
        type: 'SHOOT',
        outcome: 'GOAL',
        situation: 'CENTER',
        quarter: 2,
        manAdvantage: 'MAN_UP',
        needsReview: true,
      },
      ['Sharks', 'Shoot', 'Goal', 'Centre', 'Q2', 'Man-up', 'Needs review'],
    ],
    ['a value the options do not list yet', { team: 99 }, []],
    [
      'a statistics figure’s events come last',
      { team: 10, events: ['00000000-0000-4000-8000-000000000001'] },
      ['Sharks', 'Events from the statistics: 1'],
    ],
  ])('%s', (_, change, expected) => {
    const events = `Events from the statistics: ${change.events?.length ?? 0}`;
    expect(activeFilterNames({ ...NONE, ...change }, OPTIONS, 'Needs review', events)).toEqual(expected);
  });
});

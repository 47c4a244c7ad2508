import { describe, expect, it } from 'vitest';
import { clipQueryString, EMPTY_CLIP_FILTER, parseClipQuery, type ClipQuery } from '../../../../src/domain/video';

const query = (
  filter: Partial<ClipQuery['filter']> = {},
  rest: Partial<Omit<ClipQuery, 'filter'>> = {},
): ClipQuery => ({
  filter: { ...EMPTY_CLIP_FILTER, ...filter },
  rolls: { pre: null, post: null },
  event: null,
  ...rest,
});

describe('the playlist in the URL', () => {
  it.each<[string, string, ClipQuery]>([
    ['an empty query is the empty state', '', query()],
    [
      'the statistics screen’s link reads back in full',
      '?matches=3,4&team=7&player=9&type=SHOOT&outcome=GOAL&situation=CENTER&quarter=2&manUp=1',
      query({
        matches: [3, 4],
        team: 7,
        player: 9,
        type: 'SHOOT',
        outcome: 'GOAL',
        situation: 'CENTER',
        quarter: 2,
        manAdvantage: 'MAN_UP',
      }),
    ],
    [
      'man-down and needs review are this screen’s own keys',
      'matches=3&manDown=1&review=1',
      query({ matches: [3], manAdvantage: 'MAN_DOWN', needsReview: true }),
    ],
    [
      'the global roll is read in seconds',
      '?matches=3&pre=4&post=1.5',
      query({ matches: [3] }, { rolls: { pre: 4, post: 1.5 } }),
    ],
    [
      'an event id or uuid opens at that event',
      '?event=1f0e4c1a-2b3c-4d5e-8f90-0123456789ab',
      query({}, { event: '1f0e4c1a-2b3c-4d5e-8f90-0123456789ab' }),
    ],
    ['a server id is an event too', '?event=42', query({}, { event: '42' })],
    ['duplicate and broken match ids are dropped', '?matches=3,x,3,,-1,5', query({ matches: [3, 5] })],
    [
      'unknown values are left out rather than failing',
      '?type=GOALZ&outcome=x&situation=&quarter=9&player=0&team=abc&pre=-3&event=<script>',
      query(),
    ],
    ['a cap above 99 is no cap', '?player=100', query()],
    ['the shootout is quarter 5', '?quarter=5', query({ quarter: 5 })],
    ['manUp wins when both advantages are asked for', '?manUp=1&manDown=1', query({ manAdvantage: 'MAN_UP' })],
  ])('%s', (_name, search, expected) => {
    expect(parseClipQuery(search)).toEqual(expected);
  });

  it.each<[string, ClipQuery, string]>([
    ['the empty state is no query', query(), ''],
    [
      'the keys come in the statistics screen’s order, commas left readable',
      query({
        matches: [3, 4],
        team: 7,
        player: 9,
        type: 'SHOOT',
        outcome: 'GOAL',
        quarter: 2,
        manAdvantage: 'MAN_UP',
      }),
      '?matches=3,4&team=7&player=9&type=SHOOT&outcome=GOAL&quarter=2&manUp=1',
    ],
    [
      'this screen’s own keys follow',
      query(
        { matches: [3], manAdvantage: 'MAN_DOWN', needsReview: true },
        { rolls: { pre: 0, post: 2.5 }, event: '42' },
      ),
      '?matches=3&manDown=1&review=1&pre=0&post=2.5&event=42',
    ],
  ])('%s', (_name, state, search) => {
    expect(clipQueryString(state)).toBe(search);
    expect(parseClipQuery(search)).toEqual(state);
  });
});

import { describe, expect, it } from 'vitest';
import {
  clipQueryString,
  EMPTY_CLIP_FILTER,
  MAX_CLIP_EVENTS,
  parseClipQuery,
  type ClipQuery,
} from '../../../../src/domain/video';

const A = '1f0e4c1a-2b3c-4d5e-8f90-0123456789ab';
const B = '2a1b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';
/** n distinct well-formed uuids. */
const uuids = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

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
    [
      'a statistics figure lists its events',
      `?matches=3&team=7&events=${A},${B}`,
      query({ matches: [3], team: 7, events: [A, B] }),
    ],
    ['an event listed twice is one event', `?events=${A},${B},${A}`, query({ events: [A, B] })],
    // As stored: the list is compared with the events' own uuids, so the case is kept.
    ['a uuid is kept as written', `?events=${A.toUpperCase()}`, query({ events: [A.toUpperCase()] })],
    ['spaces around a uuid are read past', `?events=%20${A}%20,${B}`, query({ events: [A, B] })],
    [
      'malformed uuids are dropped, the good ones kept',
      `?events=${A},42,not-a-uuid,,${A.slice(0, 35)},${A}0,<script>,${B}`,
      query({ events: [A, B] }),
    ],
    ['a list without one good uuid is no list', '?events=42,x,,', query()],
    ['an empty list is no list', '?events=', query()],
    [
      'a list longer than one link may carry is cut to the first ones',
      `?events=${uuids(MAX_CLIP_EVENTS + 5).join(',')}`,
      query({ events: uuids(MAX_CLIP_EVENTS) }),
    ],
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
    [
      'a figure’s events follow the filters, the event opened at last',
      query({ matches: [3], team: 7, events: [A, B] }, { event: B }),
      `?matches=3&team=7&events=${A},${B}&event=${B}`,
    ],
  ])('%s', (_name, state, search) => {
    expect(clipQueryString(state)).toBe(search);
    expect(parseClipQuery(search)).toEqual(state);
  });
});

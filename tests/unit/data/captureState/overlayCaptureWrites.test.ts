import { describe, expect, it } from 'vitest';
import type { EventRow } from '../../../../src/data/db/rows';
import type { MatchCaptureData } from '../../../../src/data/captureState';
import { overlayCaptureWrites } from '../../../../src/data/captureState/overlayCaptureWrites';
import type { CaptureWrite } from '../../../../src/domain/capture';
import { leagueRulesOf } from '../../../../src/domain/model';
import { MATCH } from './captureFixtures';

const event = (uuid: string, time: number, teamId = MATCH.team1.id, extra: Partial<EventRow> = {}): EventRow => ({
  uuid,
  match: { id: MATCH.id },
  team: { id: teamId },
  quarter: 1,
  time,
  type: 'DRIVE',
  offense: true,
  extraPlayer: false,
  needsReview: false,
  timeEstimated: false,
  ...extra,
});

function data(team1: EventRow[], team2: EventRow[] = []): MatchCaptureData {
  return {
    match: MATCH,
    quarterLength: 420,
    rules: leagueRulesOf({ quarterLength: 420 }),
    roster: { team1: [], team2: [] },
    logs: { team1: { events: team1, possessions: [] }, team2: { events: team2, possessions: [] } },
    videos: [],
    tips: [],
    outboxOrder: new Map(),
  };
}

const uuidsOf = (shown: MatchCaptureData) => ({
  team1: shown.logs.team1.events.map((row) => row.uuid),
  team2: shown.logs.team2.events.map((row) => row.uuid),
});

describe('the capture data shown before the writes are on disk', () => {
  it.each<[string, CaptureWrite[], { team1: string[]; team2: string[] }]>([
    [
      'a new event joins its own team in time order',
      [{ kind: 'putEvent', event: event('n', 15) }],
      { team1: ['a', 'n', 'b'], team2: ['x'] },
    ],
    [
      "the other team's event joins the other log",
      [{ kind: 'putEvent', event: event('n', 5, MATCH.team2.id) }],
      { team1: ['a', 'b'], team2: ['n', 'x'] },
    ],
    [
      'an edit moves the event to its new time',
      [{ kind: 'putEvent', event: event('a', 30) }],
      { team1: ['b', 'a'], team2: ['x'] },
    ],
    ['a delete removes it', [{ kind: 'deleteEvent', uuid: 'b' }], { team1: ['a'], team2: ['x'] }],
  ])('%s', (_, writes, expected) => {
    const before = data([event('a', 10), event('b', 20)], [event('x', 10, MATCH.team2.id)]);
    expect(uuidsOf(overlayCaptureWrites(before, writes))).toEqual(expected);
  });

  it('applying writes already stored changes nothing, so a confirmed write may stay over the data a while', () => {
    const writes: CaptureWrite[] = [
      { kind: 'putEvent', event: event('n', 15) },
      { kind: 'deleteEvent', uuid: 'a' },
    ];
    const once = overlayCaptureWrites(data([event('a', 10)]), writes);
    expect(overlayCaptureWrites(once, writes)).toEqual(once);
  });

  it('the end of the match ends it on screen too', () => {
    expect(overlayCaptureWrites(data([]), [{ kind: 'endMatch', matchId: MATCH.id }]).match.status).toBe('ENDED');
  });
});

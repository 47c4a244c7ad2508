import { describe, expect, test } from 'vitest';
import type { EventType } from '../../../src/domain/model';
import { isEventSettled } from '../../../src/server/capture/isEventSettled';
import type { EventCandidateRow } from '../../../src/server/capture/findEventCandidates';
import type { EventRow, PossessionRow } from '../../../src/server/capture/linkRows';

const OWN_LINK = '11111111-1111-4111-8111-111111111111';
const STALE_LINK = '22222222-2222-4222-8222-222222222222';
const ROW_UUID = '33333333-3333-4333-8333-333333333333';

const eventRow = (type: EventType, opponentPossessionUuid: string | null = OWN_LINK) =>
  ({
    id: 1,
    uuid: ROW_UUID,
    type,
    quarter: 1,
    time: 100,
    possessionUuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    opponentPossessionUuid,
    opponentEventUuid: null,
    playerNumber: null,
    opponentPlayerNumber: null,
  }) as unknown as EventRow;
const possession = { opponentPossessionUuid: OWN_LINK } as PossessionRow;
const candidate = (type: EventType, fields: Partial<EventCandidateRow> = {}) =>
  ({
    id: 9,
    uuid: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    type,
    quarter: 1,
    time: 101,
    isLinked: false,
    opponentEventUuid: null,
    ...fields,
  }) as EventCandidateRow;

/** A settled event needs no linking transaction: its reads under the lock showed that linking writes nothing. */
describe('an event is settled by its reads only when linking would write nothing', () => {
  test.each([
    ['no candidate, naming its possession’s opponent already', eventRow('SHOOT'), [], true],
    ['candidates of other types only', eventRow('SHOOT'), [candidate('EXCLUSIONFOR')], true],
    [
      'a mirrored candidate linked to another event',
      eventRow('SHOOT'),
      [candidate('SHOOTAGAINST', { isLinked: true })],
      true,
    ],
    ['a free mirrored candidate near in time: it pairs', eventRow('SHOOT'), [candidate('SHOOTAGAINST')], false],
    [
      'a candidate naming it: it pairs',
      eventRow('SHOOT'),
      [candidate('DRIVE', { opponentEventUuid: ROW_UUID })],
      false,
    ],
    ['its possession linked elsewhere than it names: it takes that link', eventRow('SHOOT', STALE_LINK), [], false],
    ['a drive, which pairs with nothing, in its possession', eventRow('DRIVE'), undefined, true],
    ['a possession start, whose candidates were not read ahead', eventRow('OFFENSE_START'), undefined, false],
  ] as const)('%s', (_, row, candidates, isSettled) => {
    const reads = { ownPossession: possession, candidates: candidates as EventCandidateRow[] | undefined };
    expect(isEventSettled(row, reads)).toBe(isSettled);
  });

  test('without reads ahead (the row changed since), nothing is settled', () => {
    expect(isEventSettled(eventRow('SHOOT'), undefined)).toBe(false);
  });
});

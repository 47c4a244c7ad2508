import { describe, expect, test } from 'vitest';
import { inlineText } from '../../../src/server/db/batchedStatement';
import type { EventType } from '../../../src/domain/model';
import type { EventLinkReads } from '../../../src/server/capture/linkEvent';
import type { EventRow } from '../../../src/server/capture/linkRows';
import { readEventLinksAhead } from '../../../src/server/capture/readEventLinksAhead';

const POSSESSION = '5f0c6a4e-8a51-4d55-9b46-0d3c8f1e2a77';
const eventRow = (type: EventType, possessionUuid: string | null) =>
  ({
    id: 7,
    organizationId: 1,
    matchId: 2,
    teamId: 3,
    uuid: '0b6f1a52-7d0e-4a8e-9d51-3a1f6f4f1c11',
    type,
    quarter: 2,
    time: 300,
    possessionUuid,
    opponentPossessionUuid: null,
    opponentEventUuid: null,
    playerNumber: 5,
    notes: null,
  }) as unknown as EventRow;

/** Which of its linking's reads an event just stored sends ahead, with the linking transaction's BEGIN. */
describe('an event’s linking reads go ahead of it where they do not depend on one another', () => {
  test.each([
    ['a shot in a possession: its possession and the candidates near it in time', 'SHOOT', POSSESSION, 2],
    ['a shot outside possessions: the candidates', 'SHOOT', null, 1],
    [
      'a possession start: its possession only (where its counterpart is depends on that link)',
      'OFFENSE_START',
      POSSESSION,
      1,
    ],
    ['a drive in a possession: its possession only (it pairs with nothing)', 'DRIVE', POSSESSION, 1],
  ] as const)('%s', (_, type, possessionUuid, count) => {
    expect(readEventLinksAhead(eventRow(type, possessionUuid)).statements).toHaveLength(count);
  });

  test('the values are written into the statements, quoted', () => {
    const [possession, candidates] = readEventLinksAhead(eventRow('SHOOT', POSSESSION)).statements.map(inlineText);
    expect(possession).toContain(`'${POSSESSION}'`);
    expect(possession).not.toMatch(/\$\d/);
    expect(candidates).toContain(`'SHOOTAGAINST'`);
    expect(candidates).not.toMatch(/\$\d/);
  });
});

describe('reads sent ahead are taken only while the row reads the same', () => {
  const stored = eventRow('SHOOT', POSSESSION);
  const ahead = readEventLinksAhead(stored);
  const rows = [[], []];
  const readsFor = (change: Partial<EventRow>) =>
    ahead.reads({ ...stored, ...change }, rows) as EventLinkReads | undefined;

  test.each([
    ['type', { type: 'EXCLUSIONFOR' }],
    ['quarter', { quarter: 3 }],
    ['time', { time: 310 }],
    ['team', { teamId: 4 }],
    ['possession', { possessionUuid: null }],
  ] as const)('an edit of its %s since it was stored: read again', (_, change) => {
    expect(readsFor(change)).toBeUndefined();
  });

  test.each([
    ['unchanged', {}],
    ['a player number edited (pairing reads it from the row as it is)', { playerNumber: 6 }],
    ['linked meanwhile by its counterpart', { opponentEventUuid: POSSESSION }],
  ] as const)('%s: taken', (_, change) => {
    expect(readsFor(change)).toEqual({ ownPossession: undefined, candidates: [] });
  });
});

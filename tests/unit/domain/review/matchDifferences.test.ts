import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../../../src/domain/model';
import { matchDifferences } from '../../../../src/domain/review/matchDifferences';

const event = (team: number, uuid: string, type: MatchEvent['type'], extra: Partial<MatchEvent> = {}): MatchEvent =>
  ({
    uuid,
    match: { id: 1 },
    team: { id: team },
    quarter: 1,
    time: 100,
    type,
    offense: type === 'SHOOT',
    needsReview: false,
    timeEstimated: false,
    ...extra,
  }) as MatchEvent;

const goal = event(1, 'a', 'SHOOT', { shootOutcome: 'GOAL', playerNumber: 5 });
const theirRecord = event(2, 'b', 'SHOOTAGAINST', {
  shootOutcome: 'GOAL',
  opponentPlayerNumber: 5,
  opponentEventUuid: 'a',
});

describe('the differences to review in a match', () => {
  it.each([
    ['no events', [], 0],
    ['one team’s log only (one scorer)', [goal], 0],
    ['the other team’s log only', [theirRecord], 0],
    ['both logs agreeing', [goal, theirRecord], 0],
    ['both logs, one cap apart', [goal, { ...theirRecord, opponentPlayerNumber: 7 }], 1],
  ] as const)('%s → %i', (_, events, expected) => {
    expect(matchDifferences(events as readonly MatchEvent[], 1)).toHaveLength(expected);
  });
});

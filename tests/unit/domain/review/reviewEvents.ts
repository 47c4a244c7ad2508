import type { MatchEvent } from '../../../../src/domain/model';
import { mirrorEvent } from '../../../../src/domain/stats/mirror';

/** The review tests' uuids: 1 → 00000000-0000-4000-8000-000000000001. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A goal of team 10 (team1) by its #5 at 0:10 into match 1, linked to team 20's record of it (uuid 2). */
export function goalOf(fields: Partial<MatchEvent> = {}): MatchEvent {
  return {
    uuid: uuid(1),
    match: { id: 1 },
    team: { id: 10 },
    quarter: 1,
    time: 10,
    type: 'SHOOT',
    offense: true,
    extraPlayer: false,
    playerNumber: 5,
    shootOutcome: 'GOAL',
    shootSituation: 'ACTION',
    opponentEventUuid: uuid(2),
    needsReview: false,
    timeEstimated: false,
    ...fields,
  };
}

/** The other scorer's record of `event` (its uuid `n`), linked to it. */
export function recordOf(event: MatchEvent, n: number, fields: Partial<MatchEvent> = {}): MatchEvent {
  return { ...mirrorEvent(event, { id: event.team.id === 10 ? 20 : 10 })!, uuid: uuid(n), ...fields };
}

/** Team1's #3 excluded, drawn by team2's #4, 30 s after `goal`, in team1's log alone (uuid 3). */
export function exclusionAfter(goal: MatchEvent, fields: Partial<MatchEvent> = {}): MatchEvent {
  return {
    ...goal,
    uuid: uuid(3),
    time: goal.time + 30,
    type: 'EXCLUSIONFOR',
    offense: false,
    playerNumber: 3,
    opponentPlayerNumber: 4,
    shootOutcome: null,
    shootSituation: null,
    exclusionType: 'NORMAL',
    opponentPossessionUuid: null,
    opponentEventUuid: null,
    ...fields,
  };
}

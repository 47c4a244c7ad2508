import type { MatchEvent, MatchPlayer, Possession } from '../../../../src/domain/model';
import {
  computeStatistics,
  type StatsFilter,
  type StatsMatch,
  type TeamStatistics,
} from '../../../../src/domain/stats';
import { countingUuid } from '../playbyplay/loadRealMatch';

/** Small hand-written matches for the statistics tests: we are team 1, they are team 2. */
export const US = { id: 1, name: 'Us' };
export const THEM = { id: 2, name: 'Them' };
const uuid = countingUuid();

export function event(type: MatchEvent['type'], fields: Partial<MatchEvent> = {}, team = US): MatchEvent {
  const offense = [
    'SHOOT',
    'EXCLUSIONAGAINST',
    'PENALTYFOULAGAINST',
    'BALLLOST',
    'SWIMOFF',
    'TIMEOUT',
    'OFFENSE_START',
  ].includes(type);
  return {
    uuid: uuid(),
    match: { id: 1 },
    team: { id: team.id },
    quarter: 1,
    time: 60,
    type,
    offense,
    extraPlayer: false,
    needsReview: false,
    timeEstimated: false,
    ...fields,
  };
}

export function shot(outcome: MatchEvent['shootOutcome'], fields: Partial<MatchEvent> = {}, team = US): MatchEvent {
  return event('SHOOT', { shootOutcome: outcome, shootSituation: 'ACTION', playerNumber: 5, ...fields }, team);
}

export function shotAgainst(
  outcome: MatchEvent['shootOutcome'],
  fields: Partial<MatchEvent> = {},
  team = US,
): MatchEvent {
  return event('SHOOTAGAINST', { shootOutcome: outcome, shootSituation: 'ACTION', ...fields }, team);
}

export function possession(fields: Partial<Possession> = {}, team = US): Possession {
  return {
    uuid: uuid(),
    match: { id: 1 },
    team: { id: team.id },
    quarter: 1,
    timeFrom: 0,
    timeTo: 30,
    offense: true,
    extraPlayer: false,
    isRestart: false,
    ...fields,
  };
}

export function matchPlayer(
  cap: number,
  playerId: number,
  names: { firstName: string; lastName: string },
  goalKeeper = false,
  team = US,
): MatchPlayer {
  return { cap, goalKeeper, match: { id: 1 }, team: { id: team.id }, player: { id: playerId, ...names } };
}

export function matchOf(
  events: MatchEvent[],
  possessions: Possession[] = [],
  {
    id = 1,
    matchPlayers = [],
    league = null,
  }: { id?: number; matchPlayers?: MatchPlayer[]; league?: StatsMatch['match']['league'] } = {},
): StatsMatch {
  const withMatch = <T extends { match: { id: number } }>(item: T) => ({ ...item, match: { id } });
  return {
    match: { id, team1: US, team2: THEM, league },
    events: events.map(withMatch),
    possessions: possessions.map(withMatch),
    matchPlayers: matchPlayers.map(withMatch),
  };
}

/** Our statistics over one hand-written match. */
export function ours(
  events: MatchEvent[],
  possessions: Possession[] = [],
  filter: StatsFilter = {},
  matchPlayers: MatchPlayer[] = [],
): TeamStatistics {
  return computeStatistics([matchOf(events, possessions, { matchPlayers })], { teamId: US.id, ...filter }).teams[0]!;
}

import { otherSide, type MatchEvent, type Possession, type TeamSide } from '../model';
import { mirrorEvent } from '../stats/mirror';
import type { Difference, DifferenceKind } from './findDifferences';

/** The one-tap answers to a difference (issue: match review): take one log's version, not an event, the duplicate out. */
export type Resolution = 'takeTeam1' | 'takeTeam2' | 'notAnEvent' | 'deleteDuplicate';

/** What a resolution stores, each an ordinary event write of one team's log: an event put (updated or new), or deleted. */
export type ReviewWrite = { kind: 'put'; event: MatchEvent } | { kind: 'delete'; event: MatchEvent };

/** One team's log as the review reads it. */
export type ReviewLog = { events: readonly MatchEvent[]; possessions: readonly Possession[] };

/** What the resolution needs of the match: both logs and both team ids, and a fresh uuid for an event it adds. */
export type ReviewScope = {
  logs: Record<TeamSide, ReviewLog>;
  teamIds: Record<TeamSide, number>;
  newUuid: () => string;
};

const EVENT_KINDS: ReadonlySet<DifferenceKind> = new Set([
  'type',
  'cap',
  'outcome',
  'situation',
  'exclusionType',
  'time',
]);

/**
 * The fields one detail difference is about, taken where the taken log knows them (a cap it left open stays), and the
 * fields that follow them whatever they are: a type carries which team attacks, an outcome how the shot ended.
 */
const FIELDS_OF: Partial<Record<DifferenceKind, { compared: (keyof MatchEvent)[]; following?: (keyof MatchEvent)[] }>> =
  {
    type: { compared: ['type'], following: ['offense'] },
    cap: { compared: ['playerNumber', 'opponentPlayerNumber'] },
    outcome: { compared: ['shootOutcome'], following: ['shootResult'] },
    situation: { compared: ['shootSituation'] },
    exclusionType: { compared: ['exclusionType'] },
    time: { compared: ['quarter', 'time'] },
  };

/** The resolutions a difference offers; the counts follow from the event differences and offer none. */
export function resolutionsOf(difference: Pick<Difference, 'kind'>): Resolution[] {
  if (difference.kind === 'duplicate') return ['deleteDuplicate'];
  const isEventDifference =
    EVENT_KINDS.has(difference.kind) || difference.kind === 'onlyTeam1' || difference.kind === 'onlyTeam2';
  return isEventDifference ? ['takeTeam1', 'takeTeam2', 'notAnEvent'] : [];
}

/**
 * The writes that settle `difference` as `resolution` says. Taking one log's version makes the other log's paired
 * event say the same in the fields the difference is about, seen from its own team (mirrorEvent); an event only one
 * log has is added to the other log, mirrored and naming its counterpart, or deleted when the other log's version
 * (none) is taken. Not an event deletes the event(s) of that happening; a duplicate's resolution deletes the second
 * record. Empty when the events are no longer in the logs (already resolved). Pure.
 */
export function resolutionWrites(difference: Difference, resolution: Resolution, scope: ReviewScope): ReviewWrite[] {
  const events = {
    team1: findEvent(scope.logs.team1, difference.team1),
    team2: findEvent(scope.logs.team2, difference.team2),
  };
  const present = [events.team1, events.team2].filter((event): event is MatchEvent => event !== null);
  if (resolution === 'notAnEvent') return present.map((event) => ({ kind: 'delete', event }));
  if (resolution === 'deleteDuplicate') return events.team2 ? [{ kind: 'delete', event: events.team2 }] : [];
  const taken: TeamSide = resolution === 'takeTeam1' ? 'team1' : 'team2';
  const source = events[taken];
  const target = events[otherSide(taken)];
  if (!source) return target ? [{ kind: 'delete', event: target }] : [];
  const seen = mirrorEvent(source, { id: scope.teamIds[otherSide(taken)] });
  if (!seen) return [];
  if (!target) return [{ kind: 'put', event: addedEvent(source, seen, scope.logs[otherSide(taken)], scope.newUuid()) }];
  const { compared = [], following = [] } = FIELDS_OF[difference.kind] ?? {};
  const fields = [...compared.filter((field) => seen[field] != null), ...following];
  const changes = Object.fromEntries(fields.map((field) => [field, seen[field] ?? null]));
  return [{ kind: 'put', event: { ...target, ...changes } }];
}

function findEvent(log: ReviewLog, uuid: string | null): MatchEvent | null {
  return (uuid && log.events.find((event) => event.uuid === uuid)) || null;
}

/**
 * The other log's record of an event only one log has: a new event naming it as its counterpart (the server links
 * both ways on sync), in the possession of that log linked to the event's own, else the one under way at its time.
 * Its players in the water are not known to this log, so it asks for review (an empty lineup, checked by nobody).
 */
function addedEvent(source: MatchEvent, seen: MatchEvent, log: ReviewLog, uuid: string): MatchEvent {
  const linked = log.possessions.find((possession) => possession.uuid === source.opponentPossessionUuid);
  const underWay = log.possessions.findLast(
    (possession) =>
      possession.quarter === seen.quarter &&
      possession.timeFrom <= seen.time &&
      (possession.timeTo == null || seen.time <= possession.timeTo),
  );
  const possession = linked ?? underWay ?? null;
  return {
    ...seen,
    uuid,
    opponentEventUuid: source.uuid,
    possessionUuid: possession?.uuid ?? null,
    opponentPossessionUuid: source.possessionUuid ?? null,
    playersInWater: [],
    needsReview: true,
  };
}

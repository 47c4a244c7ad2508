import { LAST_QUARTER, mirrorEventType, type MatchEvent, type TeamSide } from '../model';
import { mirrorEvent } from '../stats/mirror';

/** Two linked events more than this far apart in game time disagree on when it happened. */
export const REVIEW_TIME_TOLERANCE_S = 10;

export type DifferenceKind =
  | 'onlyTeam1'
  | 'onlyTeam2'
  | 'duplicate'
  | 'type'
  | 'cap'
  | 'outcome'
  | 'situation'
  | 'exclusionType'
  | 'time'
  | 'score'
  | 'exclusions'
  | 'timeouts';

/**
 * One disagreement between the two teams' logs of a match. `team1` and `team2` are the events' uuids in each log
 * (null where that log has none); `values.team1` and `values.team2` what each log says, seen from team1 (a cap, an
 * outcome, a time, a count by quarter).
 */
export type Difference = {
  kind: DifferenceKind;
  team1: string | null;
  team2: string | null;
  values?: { team1: unknown; team2: unknown };
  /** For the counts (score, exclusions, timeouts): whose goals, exclusions or time-outs the two logs count. */
  side?: TeamSide;
};

type Log = readonly MatchEvent[];

/** Events both scorers record of one happening: those with a mirrored type, not the possession starts. */
const isShared = (event: MatchEvent) =>
  mirrorEventType(event.type) !== null && event.type !== 'OFFENSE_START' && event.type !== 'DEFENSE_START';

/**
 * Pairs team2's shared events with team1's: by the link the server made (opponentEventUuid), else the closest
 * unpaired event of the mirrored type in the same quarter within the tolerance. A second event of team2 linked to an
 * event already paired is a duplicate.
 */
export function pairLogs(team1: Log, team2: Log) {
  const ours = team1.filter(isShared);
  const byUuid = new Map(ours.map((event) => [event.uuid, event]));
  const paired = new Map<string, MatchEvent>();
  const duplicates: MatchEvent[] = [];
  const unpaired: MatchEvent[] = [];
  const linkless: MatchEvent[] = [];
  for (const event of team2.filter(isShared)) {
    const linked = event.opponentEventUuid ? byUuid.get(event.opponentEventUuid) : undefined;
    if (!linked) linkless.push(event);
    else if (paired.has(linked.uuid)) duplicates.push(event);
    else paired.set(linked.uuid, event);
  }
  for (const event of linkless) {
    const type = mirrorEventType(event.type);
    const candidates = ours
      .filter((candidate) => !paired.has(candidate.uuid) && candidate.type === type)
      .filter((c) => c.quarter === event.quarter && Math.abs(c.time - event.time) <= REVIEW_TIME_TOLERANCE_S)
      .sort((a, b) => Math.abs(a.time - event.time) - Math.abs(b.time - event.time));
    const match = candidates[0];
    if (match) paired.set(match.uuid, event);
    else unpaired.push(event);
  }
  return { ours, paired, duplicates, unpaired };
}

/** What one linked pair disagrees on, team2's event seen from team1. */
function pairDifferences(ours: MatchEvent, theirs: MatchEvent, team1Id: number): Difference[] {
  const seen = mirrorEvent(theirs, { id: team1Id })!;
  const found: Difference[] = [];
  const differ = (kind: DifferenceKind, a: unknown, b: unknown) => {
    if (a != null && b != null && a !== b)
      found.push({ kind, team1: ours.uuid, team2: theirs.uuid, values: { team1: a, team2: b } });
  };
  differ('type', ours.type, seen.type);
  differ('cap', ours.playerNumber, seen.playerNumber);
  differ('cap', ours.opponentPlayerNumber, seen.opponentPlayerNumber);
  differ('outcome', ours.shootOutcome, seen.shootOutcome);
  differ('situation', ours.shootSituation, seen.shootSituation);
  differ('exclusionType', ours.exclusionType, seen.exclusionType);
  if (ours.quarter !== seen.quarter || Math.abs(ours.time - seen.time) > REVIEW_TIME_TOLERANCE_S) {
    found.push({ kind: 'time', team1: ours.uuid, team2: theirs.uuid, values: { team1: ours.time, team2: seen.time } });
  }
  return found;
}

/** Goals by quarter, exclusions and time-outs of both teams as one log tells them, seen from team1. */
function totalsOf(events: Log) {
  // By quarter, quarter 5 the shootout.
  const count = (test: (event: MatchEvent) => boolean) => {
    const byQuarter = Array.from({ length: LAST_QUARTER }, () => 0);
    for (const event of events) if (test(event)) byQuarter[event.quarter - 1] = (byQuarter[event.quarter - 1] ?? 0) + 1;
    return byQuarter;
  };
  const isGoal = (type: string) => (event: MatchEvent) => event.type === type && event.shootOutcome === 'GOAL';
  return {
    score: { team1: count(isGoal('SHOOT')), team2: count(isGoal('SHOOTAGAINST')) },
    exclusions: {
      team1: count((event) => event.type === 'EXCLUSIONFOR'),
      team2: count((event) => event.type === 'EXCLUSIONAGAINST'),
    },
    timeouts: {
      team1: count((event) => event.type === 'TIMEOUT'),
      team2: count((event) => event.type === 'TIMEOUTAGAINST'),
    },
  };
}

/**
 * Every way the two teams' logs of one match disagree (issue: match review): an event only one log has, a second
 * record of one event, and for each linked pair a different type, cap, outcome, situation, exclusion type, or times
 * more than REVIEW_TIME_TOLERANCE_S apart; then per team the goals by quarter, exclusions and time-outs counted
 * differently. Each log is its own team's (team2's is seen from team1 through the mirror). Pure.
 */
export function findDifferences(logs: Record<TeamSide, Log>, team1Id: number): Difference[] {
  const { ours, paired, duplicates, unpaired } = pairLogs(logs.team1, logs.team2);
  const found: Difference[] = [];
  for (const event of ours) {
    const theirs = paired.get(event.uuid);
    if (theirs) found.push(...pairDifferences(event, theirs, team1Id));
    else found.push({ kind: 'onlyTeam1', team1: event.uuid, team2: null });
  }
  for (const event of unpaired) found.push({ kind: 'onlyTeam2', team1: null, team2: event.uuid });
  for (const event of duplicates) {
    found.push({ kind: 'duplicate', team1: event.opponentEventUuid ?? null, team2: event.uuid });
  }
  const mirrored = logs.team2.flatMap((event) => mirrorEvent(event, { id: team1Id }) ?? []);
  const [a, b] = [totalsOf(logs.team1), totalsOf(mirrored)];
  for (const kind of ['score', 'exclusions', 'timeouts'] as const) {
    for (const side of ['team1', 'team2'] as const) {
      if (a[kind][side].join() !== b[kind][side].join()) {
        found.push({ kind, team1: null, team2: null, values: { team1: a[kind][side], team2: b[kind][side] }, side });
      }
    }
  }
  return found;
}

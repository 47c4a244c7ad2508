import { describe, expect, it } from 'vitest';
import type { MatchEvent, Possession, TeamSide } from '../../../../src/domain/model';
import {
  findDifferences,
  resolutionsOf,
  resolutionWrites,
  type Difference,
  type Resolution,
  type ReviewLog,
  type ReviewWrite,
} from '../../../../src/domain/review';
import { mirrorEvent } from '../../../../src/domain/stats/mirror';
import { loadRealMatch } from '../playbyplay/loadRealMatch';
import { exclusionAfter, goalOf, recordOf, uuid } from './reviewEvents';

const TEAM_IDS = { team1: 10, team2: 20 };
const possession = (n: number, team: number, timeFrom: number, timeTo: number | null): Possession => ({
  uuid: uuid(n),
  match: { id: 1 },
  team: { id: team },
  quarter: 1,
  timeFrom,
  timeTo,
  offense: team === TEAM_IDS.team1,
  extraPlayer: false,
  isRestart: false,
});
const POSSESSIONS = {
  team1: [possession(101, 10, 0, 30), possession(102, 10, 30, null)],
  team2: [possession(201, 20, 0, 30), possession(202, 20, 30, null)],
};
/** Team1's goal by #5 at 0:10, team2's record of it (the shot against its #1), and team1's exclusion alone at 0:40. */
const GOAL = goalOf({
  opponentPlayerNumber: 1,
  possessionUuid: uuid(101),
  opponentPossessionUuid: uuid(201),
  playersInWater: [1, 2, 3, 4, 5, 6, 7],
});
const GOAL_AGAINST = recordOf(GOAL, 2, { playersInWater: [1, 2] });
const EXCLUSION = exclusionAfter(GOAL, { possessionUuid: uuid(102), opponentEventUuid: uuid(9) });

function scope(team1: MatchEvent[], team2: MatchEvent[]) {
  const logs: Record<TeamSide, ReviewLog> = {
    team1: { events: team1, possessions: POSSESSIONS.team1 },
    team2: { events: team2, possessions: POSSESSIONS.team2 },
  };
  return { logs, teamIds: TEAM_IDS, newUuid: () => uuid(99) };
}

/** A write in the tiny notation of the table: 'put 2 opponentPlayerNumber=7', 'delete 3'. */
function said(write: ReviewWrite, fields: readonly (keyof MatchEvent)[]): string {
  const n = Number(write.event.uuid.slice(-12));
  if (write.kind === 'delete') return `delete ${n}`;
  return [`put ${n}`, ...fields.map((field) => `${field}=${String(write.event[field])}`)].join(' ');
}

describe('the writes of a resolution', () => {
  const team2Cap = { ...GOAL_AGAINST, opponentPlayerNumber: 7 };
  const team2Saved = { ...GOAL_AGAINST, shootOutcome: 'MISSFOR' as const, shootResult: 'SAVED' as const };
  const team2Late = { ...GOAL_AGAINST, time: 40 };
  const team2Type = { ...GOAL_AGAINST, type: 'EXCLUSIONAGAINST' as const, offense: true };
  const duplicate = { ...GOAL_AGAINST, uuid: uuid(4) };
  const cases: [string, MatchEvent[], MatchEvent[], Difference['kind'], Resolution, string[]][] = [
    ['a cap taken from team1 (its #5)', [GOAL], [team2Cap], 'cap', 'takeTeam1', ['put 2 opponentPlayerNumber=5']],
    ['a cap taken from team2 (its #7)', [GOAL], [team2Cap], 'cap', 'takeTeam2', ['put 1 playerNumber=7']],
    [
      'an outcome taken from team1 (goal)',
      [GOAL],
      [team2Saved],
      'outcome',
      'takeTeam1',
      ['put 2 shootOutcome=GOAL shootResult=null'],
    ],
    [
      'an outcome taken from team2 (saved: a miss, team2 has the ball)',
      [GOAL],
      [team2Saved],
      'outcome',
      'takeTeam2',
      ['put 1 shootOutcome=MISSAGAINST shootResult=SAVED'],
    ],
    ['a time taken from team2', [GOAL], [team2Late], 'time', 'takeTeam2', ['put 1 quarter=1 time=40']],
    [
      'a type taken from team1, with who attacks',
      [GOAL],
      [team2Type],
      'type',
      'takeTeam1',
      ['put 2 type=SHOOTAGAINST offense=false'],
    ],
    ['a pair that is not an event', [GOAL], [team2Cap], 'cap', 'notAnEvent', ['delete 1', 'delete 2']],
    [
      'a lone event taken from the log that lacks it',
      [GOAL, EXCLUSION],
      [GOAL_AGAINST],
      'onlyTeam1',
      'takeTeam2',
      ['delete 3'],
    ],
    ['a lone event that is not an event', [GOAL, EXCLUSION], [GOAL_AGAINST], 'onlyTeam1', 'notAnEvent', ['delete 3']],
    ['a duplicate', [GOAL], [GOAL_AGAINST, duplicate], 'duplicate', 'deleteDuplicate', ['delete 4']],
  ];
  it.each(cases)('%s', (_name, team1, team2, kind, resolution, expected) => {
    const found = findDifferences({ team1, team2 }, TEAM_IDS.team1);
    const difference = found.find((d) => d.kind === kind)!;
    expect(difference, kind).toBeDefined();
    const writes = resolutionWrites(difference, resolution, scope(team1, team2));
    const fields = expected[0]!
      .split(' ')
      .slice(2)
      .map((part) => part.split('=')[0] as keyof MatchEvent);
    expect(writes.map((write) => said(write, fields))).toEqual(expected);
  });

  it("a lone event taken into the other log is added there, mirrored, naming it, in that log's possession under way", () => {
    const difference = findDifferences({ team1: [GOAL, EXCLUSION], team2: [GOAL_AGAINST] }, TEAM_IDS.team1).find(
      (d) => d.kind === 'onlyTeam1',
    )!;
    const [write] = resolutionWrites(difference, 'takeTeam1', scope([GOAL, EXCLUSION], [GOAL_AGAINST]));
    expect(write).toEqual({
      kind: 'put',
      event: expect.objectContaining({
        uuid: uuid(99),
        team: { id: TEAM_IDS.team2 },
        type: 'EXCLUSIONAGAINST',
        offense: true,
        time: 40,
        playerNumber: 4,
        opponentPlayerNumber: 3,
        exclusionType: 'NORMAL',
        opponentEventUuid: EXCLUSION.uuid,
        possessionUuid: uuid(202),
        opponentPossessionUuid: uuid(102),
        playersInWater: [],
        needsReview: true,
      }),
    });
  });

  it('keeps everything else of the event it changes, and writes nothing once the events are gone', () => {
    const difference = findDifferences({ team1: [GOAL], team2: [team2Cap] }, TEAM_IDS.team1)[0]!;
    const [write] = resolutionWrites(difference, 'takeTeam1', scope([GOAL], [team2Cap]));
    expect(write!.event).toEqual({ ...team2Cap, opponentPlayerNumber: 5 });
    expect(resolutionWrites(difference, 'takeTeam1', scope([], []))).toEqual([]);
  });
});

describe('the resolutions a difference offers', () => {
  it.each([
    ['onlyTeam1', ['takeTeam1', 'takeTeam2', 'notAnEvent']],
    ['onlyTeam2', ['takeTeam1', 'takeTeam2', 'notAnEvent']],
    ['cap', ['takeTeam1', 'takeTeam2', 'notAnEvent']],
    ['time', ['takeTeam1', 'takeTeam2', 'notAnEvent']],
    ['duplicate', ['deleteDuplicate']],
    ['score', []],
    ['exclusions', []],
    ['timeouts', []],
  ] as const)('%s: %j', (kind, expected) => {
    expect(resolutionsOf({ kind })).toEqual(expected);
  });
});

/** The logs once the writes are stored: a put replaces (or adds) its event in its team's log, a delete removes it. */
function applied(logs: Record<TeamSide, MatchEvent[]>, writes: ReviewWrite[]): Record<TeamSide, MatchEvent[]> {
  const next = { team1: [...logs.team1], team2: [...logs.team2] };
  for (const write of writes) {
    const side: TeamSide = write.event.team.id === TEAM_IDS.team1 ? 'team1' : 'team2';
    const kept = next[side].filter((event) => event.uuid !== write.event.uuid);
    next[side] = write.kind === 'put' ? [...kept, write.event] : kept;
  }
  return next;
}

it('taking one team’s version of every difference of an altered real log leaves two logs that agree', () => {
  const { statsMatch } = loadRealMatch('2017-wch-m-bra-kaz');
  const { team1 } = statsMatch.match;
  const ours = statsMatch.events
    .filter((event) => event.team.id === team1.id)
    .map((event) => ({ ...event, team: { id: TEAM_IDS.team1 } }));
  const theirs = ours.flatMap((event) => mirrorEvent(event, { id: TEAM_IDS.team2 }) ?? []);
  const [drop, cap, moved, doubled] = [3, 11, 17, 23].map((i) => theirs.filter((e) => e.playerNumber != null)[i]!);
  let logs = {
    team1: ours,
    team2: theirs.flatMap((event): MatchEvent[] => {
      if (event === drop) return [];
      if (event === cap) return [{ ...event, playerNumber: event.playerNumber! + 20 }];
      if (event === moved) return [{ ...event, time: event.time + 30 }];
      if (event === doubled) return [event, { ...event, uuid: `${event.uuid.slice(0, -4)}dddd` }];
      return [event];
    }),
  };
  let uuids = 0;
  for (let round = 0; round < 10; round++) {
    const differences = findDifferences(logs, TEAM_IDS.team1).filter((d) => resolutionsOf(d).length > 0);
    if (differences.length === 0) break;
    const difference = differences[0]!;
    const resolution = resolutionsOf(difference)[0]!;
    const reviewLogs = {
      team1: { events: logs.team1, possessions: [] },
      team2: { events: logs.team2, possessions: [] },
    };
    logs = applied(
      logs,
      resolutionWrites(difference, resolution, { logs: reviewLogs, teamIds: TEAM_IDS, newUuid: () => uuid(++uuids) }),
    );
  }
  expect(findDifferences(logs, TEAM_IDS.team1)).toEqual([]);
});

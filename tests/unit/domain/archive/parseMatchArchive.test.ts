import { describe, expect, test } from 'vitest';
import {
  archiveFileName,
  parseMatchArchive,
  type ArchiveProblem,
  type MatchArchive,
} from '../../../../src/domain/archive';

const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';
const E1 = '00000000-0000-4000-8000-000000000011';
const E2 = '00000000-0000-4000-8000-000000000012';
const NOWHERE = '00000000-0000-4000-8000-0000000000ff';

/** A small archive whose every link holds: one possession and one shot per team, linked to each other. */
function archive(): MatchArchive {
  const shot = (uuid: string, team: number, possessionUuid: string, opponent: string) => ({
    uuid,
    team: { id: team },
    quarter: 1,
    time: 30,
    type: team === 7 ? ('SHOOT' as const) : ('SHOOTAGAINST' as const),
    offense: team === 7,
    extraPlayer: false,
    needsReview: false,
    timeEstimated: false,
    possessionUuid,
    opponentEventUuid: opponent,
    shootOutcome: 'GOAL' as const,
    playerNumber: 5,
  });
  const possession = (uuid: string, team: number, opponent: string) => ({
    uuid,
    team: { id: team },
    quarter: 1,
    timeFrom: 0,
    timeTo: 30,
    offense: team === 7,
    extraPlayer: false,
    isRestart: false,
    opponentPossessionUuid: opponent,
  });
  return {
    format: 'poolside-match/1',
    exportedAt: '2025-03-01T10:00:00.000Z',
    match: {
      name: 'Sharks - Eels',
      status: 'ENDED',
      startsAt: '2025-02-20T18:00:00.000Z',
      team1: { id: 7 },
      team2: { id: 8 },
      league: { name: 'Spring League', season: '2025' },
    },
    teams: [
      { id: 7, name: 'Sharks', shortName: 'SHA' },
      { id: 8, name: 'Eels' },
    ],
    roster: [
      { team: { id: 7 }, cap: 5, goalKeeper: false, player: { firstName: 'Luca', lastName: 'Rossi', birthYear: 2001 } },
      { team: { id: 8 }, cap: 1, goalKeeper: true, player: { firstName: 'Marko', lastName: 'Petrovic' } },
    ],
    possessions: [possession(P1, 7, P2), possession(P2, 8, P1)],
    events: [shot(E1, 7, P1, E2), shot(E2, 8, P2, E1)],
    tips: [{ quarter: 1, time: 30, side: 'team1', code: 'G', cap: 5 }],
    videos: [{ quarter: null, videoUrl: 'https://videos.example.com/match.mp4' }],
    signOffs: [
      {
        signedBy: 'Anna Kiss',
        signedByLogin: 'anna',
        signedAt: '2025-02-21T09:00:00.000Z',
        reopenedByLogin: 'admin',
        reopenedAt: '2025-02-21T10:00:00.000Z',
      },
      { signedBy: 'Anna Kiss', signedByLogin: 'anna', signedAt: '2025-02-21T11:00:00.000Z', reopenedAt: null },
    ],
  };
}

type Edit = (a: MatchArchive) => unknown;
const cases: [string, Edit, ArchiveProblem | null][] = [
  ['a whole archive', (a) => a, null],
  ['an archive written before sign-off, with none', ({ signOffs: _s, ...rest }) => rest, null],
  [
    'two sign-offs in force',
    (a) => ({ ...a, signOffs: [a.signOffs[1], a.signOffs[1]] }),
    { code: 'invalidValue', path: 'signOffs', message: expect.any(String) as string },
  ],
  [
    'a sign-off without a signer',
    (a) => ({ ...a, signOffs: [{ ...a.signOffs[1]!, signedBy: ' ' }] }),
    { code: 'invalidValue', path: 'signOffs[0].signedBy', message: expect.any(String) as string },
  ],
  ['no format', ({ format: _f, ...rest }) => rest, { code: 'notAnArchive', format: null }],
  [
    'a later format',
    (a) => ({ ...a, format: 'poolside-match/2' }),
    { code: 'notAnArchive', format: 'poolside-match/2' },
  ],
  ['a list', () => [archive()], { code: 'notAnArchive', format: null }],
  ['null', () => null, { code: 'notAnArchive', format: null }],
  [
    'a cap of 100',
    (a) => ({ ...a, roster: [{ ...a.roster[0]!, cap: 100 }] }),
    { code: 'invalidValue', path: 'roster[0].cap', message: expect.any(String) as string },
  ],
  [
    'an unknown event type',
    (a) => ({ ...a, events: [a.events[0], { ...a.events[1]!, type: 'TOUCHDOWN' }] }),
    { code: 'invalidValue', path: 'events[1].type', message: expect.any(String) as string },
  ],
  [
    'one team',
    (a) => ({ ...a, teams: [a.teams[0]] }),
    { code: 'invalidValue', path: 'teams[1]', message: expect.any(String) as string },
  ],
  [
    'a possession of no team of the match',
    (a) => ({ ...a, possessions: [a.possessions[0], { ...a.possessions[1]!, team: { id: 9 } }] }),
    { code: 'unknownReference', path: 'possessions[1].team.id', target: 'team' },
  ],
  [
    'a match team missing from teams',
    (a) => ({ ...a, match: { ...a.match, team2: { id: 9 } } }),
    { code: 'unknownReference', path: 'match.team2.id', target: 'team' },
  ],
  [
    'an event in a possession not in the archive',
    (a) => ({ ...a, events: [a.events[0], { ...a.events[1]!, possessionUuid: NOWHERE }] }),
    { code: 'unknownReference', path: 'events[1].possessionUuid', target: 'possession' },
  ],
  [
    "an event linked to an opponent's event not in the archive",
    (a) => ({ ...a, events: [{ ...a.events[0]!, opponentEventUuid: NOWHERE }, a.events[1]] }),
    { code: 'unknownReference', path: 'events[0].opponentEventUuid', target: 'event' },
  ],
  [
    "a possession linked to an opponent's possession not in the archive",
    (a) => ({ ...a, possessions: [{ ...a.possessions[0]!, opponentPossessionUuid: NOWHERE }, a.possessions[1]] }),
    { code: 'unknownReference', path: 'possessions[0].opponentPossessionUuid', target: 'possession' },
  ],
  [
    'an event uuid twice',
    (a) => ({ ...a, events: [a.events[0], { ...a.events[1]!, uuid: E1 }] }),
    { code: 'duplicate', path: 'events[1].uuid' },
  ],
  [
    'a cap twice in one team',
    (a) => ({ ...a, roster: [...a.roster, { ...a.roster[0]!, player: { firstName: 'Ann', lastName: 'Other' } }] }),
    { code: 'duplicate', path: 'roster[2].cap' },
  ],
  [
    'the same team twice',
    (a) => ({ ...a, match: { ...a.match, team2: { id: 7 } } }),
    { code: 'duplicate', path: 'match.team2.id' },
  ],
];

describe('reading a match archive', () => {
  test.each(cases)('%s', (_name, edit, problem) => {
    const parsed = parseMatchArchive(edit(archive()));
    if (problem === null) expect(parsed.archive?.events).toHaveLength(2);
    else expect(parsed.problem).toEqual(problem);
  });

  test('an absent link is no broken link', () => {
    const a = archive();
    const parsed = parseMatchArchive({ ...a, events: a.events.map((row) => ({ ...row, opponentEventUuid: null })) });
    expect(parsed.problem).toBeUndefined();
  });
});

describe('the archive file name', () => {
  test.each([
    [{ startsAt: '2025-02-20T18:00:00.000Z', team1: 'Sharks', team2: 'Eels' }, '2025-02-20-Sharks-Eels.poolside.json'],
    [
      { startsAt: null, team1: 'Ferencváros TC', team2: 'Szolnok / B' },
      '2025-03-01-Ferencvaros-TC-Szolnok-B.poolside.json',
    ],
    [{ team1: '***', team2: 'Eels' }, '2025-03-01-team-Eels.poolside.json'],
  ])('%o is %s', (match, name) => {
    expect(archiveFileName(match, '2025-03-01T10:00:00.000Z')).toBe(name);
  });
});

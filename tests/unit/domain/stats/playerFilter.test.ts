import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayMatchScript } from '../../../../src/domain/capture/script';
import { computeStatistics, type StatsMatch, type TeamStatistics } from '../../../../src/domain/stats';
import { event, matchOf, matchPlayer, possession, shot, shotAgainst, US } from './statsBuilders';

/**
 * The player filter narrows the counts to what the chosen player did and the team figures to what happened
 * while they were in the water; it never cuts the other players' events out of a possession.
 */

// Us: #7 in the water for an even attack (a goal by #5, assisted by #7), a man-up attack (a goal by #9) and a
// defence (a goal conceded); #7 sits out a last defence (another goal conceded, saved shots by #1).
const ROSTER = [
  matchPlayer(1, 101, { firstName: 'Viktor', lastName: 'Nagy' }, true),
  matchPlayer(5, 105, { firstName: 'Gergo', lastName: 'Kovacs' }),
  matchPlayer(7, 107, { firstName: 'Denes', lastName: 'Varga' }),
  matchPlayer(9, 109, { firstName: 'Adam', lastName: 'Toth' }),
];
const attack = possession({ offense: true, playersInWater: [1, 5, 7, 9], timeFrom: 0, timeTo: 20 });
const manUp = possession({ offense: true, extraPlayer: true, playersInWater: [1, 5, 7, 9], timeFrom: 40, timeTo: 60 });
const defence = possession({ offense: false, playersInWater: [1, 5, 7, 9], timeFrom: 20, timeTo: 40 });
const withoutSeven = possession({ offense: false, playersInWater: [1, 5, 9], timeFrom: 60, timeTo: 90 });
const small = matchOf(
  [
    shot('GOAL', {
      possessionUuid: attack.uuid,
      playerNumber: 5,
      shootAssistPlayerNumber1: 7,
      shootSituation: 'CENTER',
    }),
    shotAgainst('GOAL', { possessionUuid: defence.uuid, playerNumber: 1 }),
    event('EXCLUSIONAGAINST', { possessionUuid: defence.uuid, playerNumber: 7, offense: false }),
    shot('MISSFOR', { possessionUuid: manUp.uuid, playerNumber: 7, extraPlayer: true }),
    shot('GOAL', { possessionUuid: manUp.uuid, playerNumber: 9, extraPlayer: true }),
    shotAgainst('MISSFOR', { possessionUuid: withoutSeven.uuid, playerNumber: 1, shootToGoalX: 150, shootToGoalY: 40 }),
    shotAgainst('GOAL', { possessionUuid: withoutSeven.uuid, playerNumber: 1 }),
  ],
  [attack, defence, manUp, withoutSeven],
  { matchPlayers: ROSTER },
);

const figuresOf = (match: StatsMatch, players: string[]) =>
  computeStatistics([match], { teamId: US.id, players }).teams[0]!;

type Row = [figure: string, of: (team: TeamStatistics) => unknown, wholeTeam: unknown, withSeven: unknown];

describe('the player filter on a hand-written match, #7 (p107) chosen', () => {
  it.each<Row>([
    // the counts: what #7 did
    ['goals/shots', (team) => `${team.boxScore.total.made}/${team.boxScore.total.attempts}`, '2/3', '0/1'],
    ['assists: the goals #7 assisted, not the goals #7 scored with help', (team) => team.assists, 1, 1],
    ['exclusions earned', (team) => team.exclusionsEarned.total, 1, 1],
    ['man-up shots', (team) => `${team.manUp.perShot.made}/${team.manUp.perShot.attempts}`, '1/2', '1/2'],
    ['goalkeeper saves (the keeper’s own events)', (team) => team.goalkeeping.saves, 1, 0],
    // while #7 was in the water: every event of those possessions
    ['possessions', (team) => team.possessions.offense.count + team.possessions.defense.count, 4, 3],
    ['attacks ending in a goal', (team) => team.possessions.offense.outcomes.goal, 2, 2],
    ['attacks decided by nothing', (team) => team.possessions.offense.outcomes.none, 0, 0],
    ['defences ending in an exclusion', (team) => team.possessions.defense.outcomes.exclusion, 1, 1],
    ['goals conceded', (team) => team.goalsAgainst, 2, 1],
    [
      'man-up per opportunity',
      (team) => `${team.manUp.perOpportunity.made}/${team.manUp.perOpportunity.attempts}`,
      '1/1',
      '1/1',
    ],
    [
      'lineups: units and their goals for',
      (team) => team.lineups.map((unit) => `${unit.caps.join(' ')}:${unit.goalsFor}-${unit.goalsAgainst}`),
      ['1 5 7 9:2-1', '1 5 9:0-1'],
      ['1 5 7 9:2-1'],
    ],
    // the player rows: only #7, figured over the whole log
    ['player rows', (team) => team.players.map((player) => player.key), ['p101', 'p105', 'p107', 'p109'], ['p107']],
    ['plus-minus of #7', (team) => team.players.find((player) => player.key === 'p107')?.plusMinus, 1, 1],
    [
      'seconds in the water of #7',
      (team) => team.players.find((player) => player.key === 'p107')?.secondsInWater,
      60,
      60,
    ],
  ])('%s', (_figure, of, wholeTeam, withSeven) => {
    expect([of(figuresOf(small, [])), of(figuresOf(small, ['p107']))]).toEqual([wholeTeam, withSeven]);
  });
});

describe('the player filter on match 1 (Budapest v Split), BUD #4 chosen', () => {
  const text = readFileSync(
    new URL('../../../../src/server/seed/matches/match-1-bud-spl.txt', import.meta.url),
    'utf8',
  );
  const logs = replayMatchScript(text);
  const match: StatsMatch = {
    match: { id: 1, team1: { id: 1 }, team2: { id: 2 } },
    events: [...logs.team1.events, ...logs.team2.events],
    possessions: [...logs.team1.possessions, ...logs.team2.possessions],
  };
  const four = (team: TeamStatistics) => team.players.find((player) => player.key === 'c4');

  // #4 starts and is taken out at Q3 3:48 (sub #11 for #4): 48 of BUD's 75 possessions.
  it.each<Row>([
    ['plus-minus of #4', (team) => four(team)?.plusMinus, 2, 2],
    ['seconds in the water of #4', (team) => four(team)?.secondsInWater, 1188, 1188],
    ['possessions', (team) => team.possessions.offense.count + team.possessions.defense.count, 75, 48],
    [
      'attacks ending in a goal (5 of BUD’s 11 came after #4 left)',
      (team) => team.possessions.offense.outcomes.goal,
      11,
      6,
    ],
    ['#4’s shots', (team) => `${team.boxScore.total.made}/${team.boxScore.total.attempts}`, '11/31', '0/4'],
    ['man-down: SPL man-up goals while #4 was in (Q2 6:53)', (team) => team.manDown.perOpportunity.goalsConceded, 2, 1],
  ])('%s', (_figure, of, wholeTeam, withFour) => {
    expect([of(figuresOf(match, [])), of(figuresOf(match, ['c4']))]).toEqual([wholeTeam, withFour]);
  });
});

import { describe, expect, it } from 'vitest';
import type { TeamSide } from '../../../../src/domain/model';
import { buildScoresheet, type Scoresheet, type ScoresheetTeam } from '../../../../src/domain/scoresheet';
import type { Fraction } from '../../../../src/domain/stats';
import { loadRealMatch } from '../playbyplay/loadRealMatch';
import { scriptedStatsMatches } from '../stats/scriptedStatsMatches';

const fraction = ({ made, attempts }: Fraction) => `${made}/${attempts}`;
const scorers = (team: ScoresheetTeam) =>
  team.players
    .filter((player) => player.shooting.made > 0)
    .map((player) => `#${player.cap}:${player.shooting.made}`)
    .join(' ');
const logCount = (sheet: Scoresheet, side: TeamSide, kind: string) =>
  sheet.log.filter(
    (entry) => entry.side === side && entry.kind === kind && !('goalKind' in entry && entry.goalKind === 'SHOOTOUT'),
  ).length;

/** What the report shows of each team, as one line; counted by hand from the scripts (see scriptedMatches.test.ts). */
function teamLine(sheet: Scoresheet, side: TeamSide): string {
  const team = sheet.teams[side];
  return [
    team.goals,
    team.goalsByQuarter.join(' '),
    `so ${team.shootoutGoals}`,
    `em ${fraction(team.extraMan)}`,
    `pen ${fraction(team.penalties)}`,
    `to ${team.timeouts.length}`,
    `excl ${logCount(sheet, side, 'EXCLUSION')}`,
    scorers(team),
  ].join(' | ');
}

const SCRIPTED: [name: string, team1: string, team2: string][] = [
  [
    'match-1-bud-spl.txt',
    '11 | 1 3 3 4 | so 0 | em 0/4 | pen 1/1 | to 0 | excl 4 | #2:1 #3:3 #6:1 #7:3 #8:2 #9:1',
    '9 | 2 2 2 3 | so 0 | em 2/4 | pen 1/1 | to 1 | excl 4 | #4:3 #5:1 #7:2 #8:3',
  ],
  [
    'match-2-bel-nap-exclusions.txt',
    '12 | 3 4 2 3 | so 0 | em 1/9 | pen 1/1 | to 1 | excl 7 | #3:1 #4:1 #6:2 #7:4 #8:1 #9:1 #10:1 #11:1',
    '10 | 2 1 4 3 | so 0 | em 3/6 | pen 1/1 | to 0 | excl 10 | #2:2 #3:2 #7:2 #8:2 #9:2',
  ],
  [
    'match-3-bud-bel-shootout.txt',
    '9 | 2 3 3 1 | so 3 | em 0/3 | pen 0/0 | to 0 | excl 6 | #2:1 #3:2 #4:2 #8:1 #11:3',
    '9 | 3 2 1 3 | so 4 | em 2/6 | pen 1/1 | to 1 | excl 3 | #2:1 #3:1 #5:1 #6:1 #7:1 #9:3 #11:1',
  ],
];

const scripted = new Map(scriptedStatsMatches().map((match) => [match.match.name!, match]));
const sheetOf = (name: string) =>
  buildScoresheet({ match: scripted.get(name)!, date: '2026-03-14', venue: 'Hajós Alfréd pool' });

describe('the scoresheet of each scripted match, captured by both scorers', () => {
  it.each(SCRIPTED)('%s shows the hand-counted teams, score, quarters and scorers', (name, team1, team2) => {
    const sheet = sheetOf(name);
    expect(teamLine(sheet, 'team1')).toBe(team1);
    expect(teamLine(sheet, 'team2')).toBe(team2);
  });

  it.each(SCRIPTED)('%s lists every goal once, in time order, ending on the final score', (name) => {
    const sheet = sheetOf(name);
    const goals = sheet.log.filter((entry) => entry.kind === 'GOAL' && entry.goalKind !== 'SHOOTOUT');
    expect(goals).toHaveLength(sheet.teams.team1.goals + sheet.teams.team2.goals);
    expect(goals.at(-1)).toMatchObject({ score: { team1: sheet.teams.team1.goals, team2: sheet.teams.team2.goals } });
    const times = sheet.log.map((entry) => entry.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it.each(SCRIPTED)('%s gives the same sheet when only team 1 was scored', (name) => {
    const match = scripted.get(name)!;
    const onlyTeam1 = { ...match, events: match.logs.team1.events, possessions: match.logs.team1.possessions };
    const both = sheetOf(name);
    const mirrored = buildScoresheet({ match: onlyTeam1, date: null });
    expect(mirrored.teams.team2.isMirrored).toBe(true);
    expect([mirrored.teams.team2.goals, mirrored.teams.team2.goalsByQuarter, scorers(mirrored.teams.team2)]).toEqual([
      both.teams.team2.goals,
      both.teams.team2.goalsByQuarter,
      scorers(both.teams.team2),
    ]);
  });

  it.each(SCRIPTED)(
    '%s kept on one tablet of either team gives the other team’s official record: goals, major fouls, time-outs, cards',
    (name) => {
      const match = scripted.get(name)!;
      const both = sheetOf(name);
      const fouls = (team: ScoresheetTeam) =>
        team.players
          .filter((player) => player.majorFouls.length > 0)
          .map((player) => `#${player.cap}:${player.majorFouls.map((foul) => foul.kind).join(',')}`)
          .join(' ');
      const record = (team: ScoresheetTeam) => ({
        line: [team.goals, team.goalsByQuarter.join(' '), `so ${team.shootoutGoals}`, `to ${team.timeouts.length}`],
        scorers: scorers(team),
        fouls: fouls(team),
        timeouts: team.timeouts,
        cards: team.cards,
      });
      for (const [kept, other] of [
        ['team1', 'team2'],
        ['team2', 'team1'],
      ] as const) {
        const oneTablet = { ...match, events: match.logs[kept].events, possessions: match.logs[kept].possessions };
        const sheet = buildScoresheet({ match: oneTablet, date: null });
        expect(sheet.teams[other].isMirrored).toBe(true);
        expect(record(sheet.teams[other]), `${other} from ${kept}'s tablet`).toEqual(record(both.teams[other]));
      }
    },
  );

  it('carries the header: competition, season, date, venue, shootout', () => {
    const sheet = sheetOf('match-3-bud-bel-shootout.txt');
    expect(sheet).toMatchObject({ season: '2025', date: '2026-03-14', venue: 'Hajós Alfréd pool', hasShootout: true });
    expect(sheetOf('match-1-bud-spl.txt').hasShootout).toBe(false);
  });

  it('gives the shootout goals their own running score, without a clock', () => {
    const shootout = sheetOf('match-3-bud-bel-shootout.txt').log.filter(
      (entry) => entry.kind === 'GOAL' && entry.goalKind === 'SHOOTOUT',
    );
    expect(shootout).toHaveLength(7);
    expect(shootout.every((entry) => entry.clock === null && entry.quarter === 5)).toBe(true);
    expect(shootout.at(-1)).toMatchObject({ score: { team1: 3, team2: 4 } });
  });
});

describe('the scoresheet of THA 15–14 HKG reproduces the official score sheet', () => {
  const match = loadRealMatch('2025-asch-m-tha-hkg');
  const sheet = buildScoresheet({ match: match.statsMatch, date: '2025-10-10' });
  type PrintedPlayer = { cap: number; major_fouls: string[]; goals_by_quarter: Record<string, number> };
  const printed = Object.entries(
    match.boxScore.teams as Record<string, { players: PrintedPlayer[]; timeouts_as_printed: string[] }>,
  );
  const sideOf = (code: string): TeamSide => (match.teamIds[code] === sheet.teams.team1.id ? 'team1' : 'team2');
  const foulLetters = (player: Scoresheet['teams']['team1']['players'][number] | undefined) =>
    (player?.majorFouls ?? []).map((foul) => (foul.kind === 'PENALTY_FOUL' ? 'P' : 'E')).sort();

  it.each(printed.flatMap(([code, team]) => team.players.map((player) => [code, player] as const)))(
    '%s #%# goals by quarter and major fouls',
    (code, player) => {
      const row = sheet.teams[sideOf(code)].players.find((candidate) => candidate.cap === player.cap);
      expect(row?.goalsByQuarter ?? [0, 0, 0, 0]).toEqual(['1', '2', '3', '4'].map((q) => player.goals_by_quarter[q]));
      expect(foulLetters(row)).toEqual(player.major_fouls.map((foul) => (foul === 'P' ? 'P' : 'E')).sort());
      expect(row?.isFouledOut ?? false).toBe(player.major_fouls.length >= 3);
    },
  );

  it.each(printed)('%s time-outs at their printed quarter and clock', (code, team) => {
    const shown = sheet.teams[sideOf(code)].timeouts.map(({ quarter, clock }) => `${quarter}/4-${clock}`);
    expect(shown).toEqual(team.timeouts_as_printed);
  });

  it('shows each head coach’s printed yellow card, in the team block and in the list', () => {
    const cards = (side: TeamSide) =>
      sheet.teams[side].cards.map(({ card, official, quarter, clock }) => `${card} ${official} Q${quarter} ${clock}`);
    expect([cards('team1'), cards('team2')]).toEqual([
      ['YELLOW_CARD HEAD_COACH Q2 4:35'],
      ['YELLOW_CARD HEAD_COACH Q4 0:56'],
    ]);
    expect(sheet.log.filter((entry) => entry.kind === 'CARD').map((entry) => entry.side)).toEqual(['team1', 'team2']);
  });

  it('ends the list on the final score 15–14', () => {
    const goals = sheet.log.filter((entry) => entry.kind === 'GOAL');
    expect(goals.at(-1)).toMatchObject({ score: { team1: 15, team2: 14 } });
  });
});

describe('player rows', () => {
  it('name each cap from the roster, accents kept, goalkeepers with saves and goals against', () => {
    const match = scripted.get('match-1-bud-spl.txt')!;
    const roster = [
      { cap: 1, goalKeeper: true, firstName: 'Ödön', lastName: 'Kővári' },
      { cap: 3, goalKeeper: false, firstName: 'Gergő', lastName: 'Űrházy' },
    ].map(({ cap, goalKeeper, firstName, lastName }, index) => ({
      id: index + 1,
      cap,
      goalKeeper,
      match: { id: match.match.id },
      team: { id: match.match.team1.id },
      player: { id: 100 + index, firstName, lastName },
    }));
    const sheet = buildScoresheet({ match: { ...match, matchPlayers: roster }, date: null });
    const [goalkeeper, scorer] = [1, 3].map((cap) => sheet.teams.team1.players.find((player) => player.cap === cap)!);
    expect(goalkeeper).toMatchObject({ firstName: 'Ödön', lastName: 'Kővári', isGoalkeeper: true });
    expect(goalkeeper!.goalkeeping).toEqual(expect.objectContaining({ goalsAgainst: sheet.teams.team2.goals }));
    expect(scorer).toMatchObject({ firstName: 'Gergő', lastName: 'Űrházy', goalkeeping: null });
    expect(scorer!.shooting.made).toBe(3);
  });
});

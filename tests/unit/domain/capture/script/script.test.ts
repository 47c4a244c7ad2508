import { describe, expect, it } from 'vitest';
import {
  applyWrites,
  describeEvent,
  parseMatchScript,
  replayMatchScript,
  scoreOf,
} from '../../../../../src/domain/capture/script';

const HEADER = `
match "Test match" quarterLength 480 video 30
team1 FTC "Ferencváros"
team2 JAD "Jadran"
roster FTC 1 Vogel Soma GK, 2 Manhercz Krisztián, 3 Vámos Márton, 4 Jansik Szilárd, 5 Varga Dénes, 6 Nagy Ádám, 7 Pohl Zoltán
roster FTC 8 Batizi Dávid, 13 Lévai Márton GK
roster JAD 1 Popadić Marko GK, 2 Lazić Ivan, 3 Buljubašić Luka, 4 Fatović Loren, 5 Obradović Mateo, 6 Bukić Luka, 7 Jokić Filip, 8 Kržić Tin
lineup FTC 1 2 3 4 5 6 7
lineup JAD 1 2 3 4 5 6 7
`;

const replay = (body: string) => replayMatchScript(HEADER + body);
const unmet = (body: string) => replay(body).checks.filter((check) => !check.isMet);

describe('the match script notation', () => {
  it('reads the header: teams, rosters with goalkeepers, line-ups, quarter length and video offset', () => {
    const script = parseMatchScript(HEADER);
    expect(script).toMatchObject({ name: 'Test match', quarterLength: 480, videoOffset: 30 });
    expect(script.teams.team1).toMatchObject({ code: 'FTC', name: 'Ferencváros', lineup: [1, 2, 3, 4, 5, 6, 7] });
    expect(script.teams.team1.roster).toHaveLength(9);
    expect(script.teams.team1.roster[0]).toEqual({ cap: 1, lastName: 'Vogel', firstName: 'Soma', goalKeeper: true });
    expect(script.teams.team2.roster[7]).toEqual({ cap: 8, lastName: 'Kržić', firstName: 'Tin', goalKeeper: false });
  });

  it('reads a shot line with every option', () => {
    const [line] = parseMatchScript(
      `${HEADER}Q2 1:05 FTC shoot #7 from 1000,600 to 150,40 SAVED kept CENTER LOB WET assist #4@2 assist #3@6 centre #2 cb #5 by #6 posts #2 #3 v=99 # a comment`,
    ).lines;
    expect(line).toMatchObject({ quarter: 2, time: 65, videoTime: 99, side: 'team1' });
    expect(line?.action).toEqual({
      verb: 'shoot',
      shooter: 7,
      outcome: 'SAVED',
      isKept: true,
      from: { x: 1000, y: 600 },
      to: { x: 150, y: 40 },
      situation: 'CENTER',
      shootType: 'LOB',
      method: 'WET',
      assists: [
        { cap: 4, position: 2 },
        { cap: 3, position: 6 },
      ],
      centre: 2,
      centreBack: 5,
      defender: 6,
      posts: [2, 3],
    });
  });

  it.each([
    ['Q1 0:10 FTC excl #3 by #5', { verb: 'exclusion', excluded: 3, drawnBy: 5, exclusionType: 'NORMAL' }],
    ['Q1 0:10 FTC excl #3 by #5 VIOLENCE', { verb: 'exclusion', excluded: 3, drawnBy: 5, exclusionType: 'VIOLENCE' }],
    ['Q1 0:10 FTC excl #3 pair #5', { verb: 'exclusion', excluded: 3, drawnBy: 5, exclusionType: 'PAIR' }],
    ['Q1 0:10 FTC excl #3', { verb: 'exclusion', excluded: 3, exclusionType: 'NORMAL' }],
    [
      'Q1 0:10 FTC turnover #3 bad_pass steal #2',
      { verb: 'turnover', player: 3, turnOverType: 'BAD_PASS', stealer: 2 },
    ],
    ['Q1 0:10 FTC turnover #3 TIME', { verb: 'turnover', player: 3, turnOverType: 'TIME' }],
    ['Q1 0:00 FTC swim #5 vs #6', { verb: 'swim', winner: 5, loser: 6 }],
    ['Q1 0:00 FTC swim #5', { verb: 'swim', winner: 5 }],
    ['Q1 0:10 FTC penalty #4 by #6', { verb: 'penalty', fouled: 4, fouler: 6 }],
    ['Q1 0:10 FTC drive #4', { verb: 'drive', player: 4 }],
    ['Q1 0:10 FTC timeout', { verb: 'timeout' }],
    ['Q1 0:10 FTC sub #8 for #3', { verb: 'sub', playerIn: 8, playerOut: 3 }],
    ['Q1 0:10 FTC keeper #13', { verb: 'keeper', cap: 13 }],
    ['Q1 0:10 FTC back #3', { verb: 'back', cap: 3 }],
    ['Q1 0:10 FTC formation 3-3', { verb: 'formation', formation: '3-3' }],
    ['Q1 0:10 FTC note "keeper touched it"', { verb: 'note', text: 'keeper touched it' }],
    ['Q1 0:10 FTC ball', { verb: 'ball' }],
    ['Q5 0:00 FTC shootout', { verb: 'shootout' }],
    ['Q1 0:10 restart', { verb: 'restart' }],
    ['Q4 8:00 end', { verb: 'end' }],
  ])('reads "%s"', (text, action) => {
    expect(parseMatchScript(HEADER + text).lines[0]?.action).toEqual(action);
  });

  it.each([
    [
      'expect FTC SHOOT #7 GOAL, DEFENSE_START',
      { kind: 'events', side: 'team1', descriptions: ['SHOOT #7 GOAL', 'DEFENSE_START'] },
    ],
    ['expect JAD: -', { kind: 'events', side: 'team2', descriptions: [] }],
    ['expect score 3:2', { kind: 'score', team1: 3, team2: 2 }],
    ['expect shootout 4:3', { kind: 'shootout', team1: 4, team2: 3 }],
    ['expect FTC events 12 possessions 4', { kind: 'counts', side: 'team1', events: 12, possessions: 4 }],
  ])('reads "%s"', (text, expectation) => {
    const [line] = parseMatchScript(`${HEADER}Q1 0:10 FTC timeout\n${text}`).lines;
    expect(line?.expectations[0]).toMatchObject(expectation);
  });

  it.each([
    ['Q6 0:10 FTC timeout', 'quarter 6 is not 1 to 5'],
    ['Q1 61 FTC timeout', '"61" is not a time m:ss'],
    ['Q1 0:10 XYZ shoot #7 GOAL', 'unknown team "XYZ"'],
    ['Q1 0:10 FTC shoot #7', 'a shot needs an outcome'],
    ['Q1 0:10 FTC shoot #7 GOAL sideways', 'unknown shot word "sideways"'],
    ['Q1 0:10 FTC shoot #x GOAL', '"#x" is not a cap number'],
    ['Q1 0:10 FTC shoot #7 GOAL from 10', '"10" is not a point'],
    ['Q1 0:10 FTC shoot #7 GOAL assist #4@9', 'an assist is written #cap@position'],
    ['Q1 0:10 FTC fly #7', 'unknown action "fly"'],
    ['Q1 0:10 shoot #7 GOAL', 'unknown team "shoot"'],
    ['Q1 0:10 FTC turnover #3 FUMBLE', 'is not a turnover type'],
    ['Q1 0:10 FTC penalty #3', 'a penalty needs "by #cap"'],
    ['Q1 0:10 FTC sub #3', 'a substitution needs "for #cap"'],
    ['Q1 0:10 FTC formation', 'a formation needs its code'],
    ['Q1 0:10 timeout', '"timeout" needs a team'],
    ['Q1 0:10 FTC timeout\nexpect score 1-0', 'is not a score a:b'],
    ['expect score 1:0', 'an expectation needs a line before it'],
    ['whatever', 'unknown line "whatever"'],
    ['match "X" speed 3', 'unknown match option "speed"'],
    ['match "X" video fast', '"video" needs a number'],
    ['match', 'the match needs a name'],
    ['team1', 'a team code is missing'],
  ])('refuses "%s": %s', (text, message) => {
    expect(() => parseMatchScript(HEADER + text)).toThrow(message);
  });

  it('a line without team acts for both; a team verb without team is refused', () => {
    expect(() => parseMatchScript(`${HEADER}Q1 0:10 FTC`)).toThrow('unknown action "ftc"');
  });
});

describe('replaying a match script', () => {
  it('records each happening in both logs, each seen from its own team', () => {
    const body = `
Q1 0:00 FTC swim #5 vs #6
expect FTC OFFENSE_START, SWIMOFF #5 vs #6
expect JAD DEFENSE_START, SWIMOFFAGAINST #6 vs #5
Q1 0:25 FTC shoot #7 from 1000,600 to 150,40 GOAL ACTION assist #4@2 centre #2
expect FTC SHOOT #7 vs #1 GOAL, DEFENSE_START
expect JAD SHOOTAGAINST #1 vs #7 GOAL, OFFENSE_START
Q1 0:25 restart
Q1 0:50 FTC excl #3 by #4
expect FTC EXCLUSIONFOR #3 vs #4 NORMAL, DEFENSE_START +X
expect JAD EXCLUSIONAGAINST #4 vs #3 NORMAL, OFFENSE_START +X
Q1 1:02 JAD shoot #4 from 900,300 to 250,80 BLOCKED kept by #6 posts #2 #3
expect FTC SHOOTAGAINST #6 vs #4 BLOCKAGAINST +X
expect JAD SHOOT #4 vs #6 BLOCKFOR +X
Q1 1:08 JAD shoot #5 from 900,300 to 250,80 GOAL
Q1 1:08 FTC back #3
expect FTC -
expect score 1:1
expect FTC events 9 possessions 4
`;
    expect(unmet(body)).toEqual([]);
    const result = replay(body);
    expect(result.team1.possessions[1]).toMatchObject({ isRestart: true });
    expect(result.team2.possessions[1]).toMatchObject({ isRestart: true });
    expect(result.team2.events.find((e) => e.type === 'SHOOT' && e.extraPlayer)).toMatchObject({
      post1PlayerNumber: 2,
      post2PlayerNumber: 3,
    });
  });

  it('an expectation that does not hold is reported with what was stored', () => {
    const checks = replay('Q1 0:00 FTC swim #5\nexpect FTC SWIMOFF #5\nexpect score 2:0').checks;
    expect(checks).toEqual([
      { lineNumber: 11, expected: 'SWIMOFF #5', actual: 'OFFENSE_START, SWIMOFF #5', isMet: false },
      { lineNumber: 12, expected: 'score 2:0', actual: 'score 0:0', isMet: false },
    ]);
  });

  it('a penalty opens the penalty shot that the next shoot line completes', () => {
    const body = `
Q1 0:00 FTC swim #5
Q1 0:40 FTC penalty #4 by #6
expect FTC PENALTYFOULAGAINST #4 vs #6
expect JAD PENALTYFOUL #6 vs #4
Q1 0:40 FTC shoot #4 from 1000,500 to 20,80 SAVED
expect FTC SHOOT #4 vs #1 MISSAGAINST PENALTY, DEFENSE_START
expect JAD SHOOTAGAINST #1 vs #4 MISSFOR PENALTY, OFFENSE_START
`;
    expect(unmet(body)).toEqual([]);
  });

  it('exclusions of an attacker and pair exclusions are recorded for both teams', () => {
    const body = `
Q1 0:00 FTC swim #5
Q1 0:20 FTC excl #2 by #3
expect FTC EXCLUSIONFOR #2 vs #3 NORMAL, DEFENSE_START +X
expect JAD EXCLUSIONAGAINST #3 vs #2 NORMAL, OFFENSE_START +X
Q1 0:35 FTC back #2
expect JAD OFFENSE_START
Q1 0:45 JAD excl #2 by #3
Q1 0:46 FTC turnover #4 TIME
Q1 0:46 JAD back #2
Q1 1:10 JAD excl #5 pair #6
expect FTC EXCLUSIONFOR #6 vs #5 PAIR, EXCLUSIONAGAINST #6 vs #5 PAIR, DEFENSE_START
expect JAD EXCLUSIONAGAINST #5 vs #6 PAIR, EXCLUSIONFOR #5 vs #6 PAIR, OFFENSE_START
Q1 1:30 FTC back #6
Q1 1:30 JAD back #5
`;
    expect(unmet(body)).toEqual([]);
    const result = replay(body);
    const pair = result.team1.events.find((e) => e.type === 'EXCLUSIONFOR' && e.exclusionType === 'PAIR')!;
    expect(result.team2.events.find((e) => e.uuid === pair.opponentEventUuid)?.type).toBe('EXCLUSIONAGAINST');
  });

  it('one-sided lines land in the acting team only', () => {
    const body = `
Q1 0:00 JAD swim #5
Q1 0:10 JAD formation 3-3
expect JAD FORMATIONCHANGE 3-3
expect FTC -
Q1 0:12 JAD drive #2
Q1 0:13 JAD timeout
Q1 0:14 FTC sub #8 for #3
expect FTC PLAYER_OUT #3, PLAYER_IN #8
expect JAD -
Q1 0:14 FTC keeper #13
Q1 0:15 FTC ball
expect FTC OFFENSE_START
Q1 0:15 FTC ball
expect FTC -
Q1 0:16 FTC note "look again"
Q1 0:17 note "both"
`;
    expect(unmet(body)).toEqual([]);
    const result = replay(body);
    expect(result.team1.events.filter((e) => e.notes).map((e) => e.notes)).toEqual(['look again\nboth']);
    expect(result.team2.events.filter((e) => e.notes).map((e) => e.notes)).toEqual(['both']);
  });

  it('quarters step forward on their own, and the shootout alternates', () => {
    const body = `
Q1 0:00 FTC swim #5
Q3 0:00 JAD swim #5
Q5 0:00 JAD shootout
Q5 0:20 JAD shoot #2 from 1000,500 to 50,50 GOAL
Q5 0:40 FTC shoot #2 from 1000,500 to 50,50 SAVED
expect FTC SHOOT #2 vs #1 MISSAGAINST PENALTYSHOOTOUT, DEFENSE_START
expect shootout 0:1
Q5 1:00 end
`;
    expect(unmet(body)).toEqual([]);
    expect(replay(body).team1.possessions.every((p) => p.timeTo != null)).toBe(true);
  });

  it.each([
    [
      'Q1 0:00 FTC swim #5\nQ1 0:10 JAD shoot #4 GOAL',
      'line 11 (FTC log): expected SHOOTAGAINST but the log says SHOOT',
    ],
    ['Q1 0:00 FTC swim #5\nQ1 0:10 JAD turnover #4 TIME', 'expected BALLGAINED but the log says BALLLOST'],
    ['Q1 0:00 FTC swim #5\nQ1 0:10 JAD penalty #4 by #2', 'expected PENALTYFOUL but the log says PENALTYFOULAGAINST'],
    ['Q2 0:00 FTC swim #5\nQ1 0:10 JAD timeout', 'lines must follow the clock'],
    ['Q1 0:00 FTC swim #5\nQ1 0:10 FTC shoot #9 GOAL', 'cannot save SHOOT: playerNotInWater #9'],
    ['Q1 0:00 FTC swim #5\nQ1 0:10 FTC back #9', 'addPlayerBack refused'],
    ['Q1 0:10 FTC shootout', 'startShootout refused'],
  ])('a line that cannot be captured is refused with its line number: %s', (body, message) => {
    expect(() => replay(body)).toThrow(message);
  });

  it('scores count own goals, shootout goals apart', () => {
    const event = (situation: string | null) =>
      ({ type: 'SHOOT', shootOutcome: 'GOAL', shootSituation: situation }) as never;
    expect(scoreOf([event('ACTION'), event('PENALTY'), event('PENALTYSHOOTOUT')])).toEqual({
      goals: 2,
      shootoutGoals: 1,
    });
  });

  it('describes events in the expectation notation', () => {
    const base = { type: 'OFFENSE_START', extraPlayer: true } as never;
    expect(describeEvent(base)).toBe('OFFENSE_START +X');
  });

  it('applies writes as the data layer would', () => {
    const event = { uuid: 'e1', notes: null } as never;
    const possession = { uuid: 'p1', timeTo: 5, videoTo: 9 } as never;
    let store = applyWrites({ events: [], possessions: [] }, [
      { kind: 'putEvent', event },
      { kind: 'putPossession', possession },
      { kind: 'putPossession', possession: { uuid: 'p2' } as never },
      { kind: 'endMatch', matchId: 1 },
    ]);
    store = applyWrites(store, [
      { kind: 'putEvent', event: { uuid: 'e1', notes: 'x' } as never },
      { kind: 'reopenPossession', uuid: 'p1' },
      { kind: 'putPossession', possession: { uuid: 'p2', timeTo: 3 } as never },
    ]);
    expect(store.events).toEqual([{ uuid: 'e1', notes: 'x' }]);
    expect(store.possessions).toEqual([
      { uuid: 'p1', timeTo: null, videoTo: null },
      { uuid: 'p2', timeTo: 3 },
    ]);
    store = applyWrites(store, [
      { kind: 'deleteEvent', uuid: 'e1' },
      { kind: 'deletePossession', uuid: 'p1' },
    ]);
    expect(store).toEqual({ events: [], possessions: [{ uuid: 'p2', timeTo: 3 }] });
  });
});

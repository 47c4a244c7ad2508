import { describe, expect, it } from 'vitest';
import { leagueRulesOf, type MatchEvent } from '../../../../src/domain/model';
import { exclusionsOf, manAdvantage, runningExclusions } from '../../../../src/domain/capture/exclusion/exclusionsOf';
import { afterSwimoff, play, possessions } from './harness';

/** A log in a short notation: `EF#4@10` our #4 excluded at 10 s, `EA#9@10` theirs, `O@12`/`D@12` possession starts,
 * `G@15` a goal, `PF#4@10` a penalty foul of ours; `:V` `:P` `:S` after an exclusion: violence, pair, with substitution. */
function log(notation: string): MatchEvent[] {
  return notation.split(' ').map((token, index) => {
    const [head = '', mode] = token.split(':');
    const [what = '', at = '0'] = head.split('@');
    const [code = '', cap] = what.split('#');
    const time = Number(at);
    const base = { uuid: `e${index}`, quarter: time >= 480 ? 2 : 1, time, shootOutcome: null } as unknown as MatchEvent;
    const exclusionType =
      mode === 'V' ? 'VIOLENCE' : mode === 'P' ? 'PAIR' : mode === 'S' ? 'WITH_SUBSTITUTION' : 'NORMAL';
    switch (code) {
      case 'EF':
        return { ...base, type: 'EXCLUSIONFOR', playerNumber: Number(cap), exclusionType };
      case 'EA':
        return { ...base, type: 'EXCLUSIONAGAINST', opponentPlayerNumber: Number(cap), exclusionType };
      case 'PF':
        return { ...base, type: 'PENALTYFOUL', playerNumber: Number(cap) };
      case 'O':
        return { ...base, type: 'OFFENSE_START' };
      case 'D':
        return { ...base, type: 'DEFENSE_START' };
      case 'G':
        return { ...base, type: 'SHOOT', shootOutcome: 'GOAL' };
      default:
        throw new Error(`unknown token ${token}`);
    }
  });
}

/** The exclusions as `ours|theirs #cap until→how it ended`, `+back` when the player returns. */
const describe_ = (events: MatchEvent[], time: number, exclusionTime = 20, quarter = time >= 480 ? 2 : 1) =>
  exclusionsOf(events, quarter, time, exclusionTime).map(
    (e) => `${e.ours ? 'ours' : 'theirs'} #${e.cap} ${e.until}→${e.endedBy ?? 'running'}${e.returns ? ' +back' : ''}`,
  );

describe('the exclusions of a quarter', () => {
  it.each([
    ['runs for the exclusion time, its last second included', 'O@0 EF#4@10 D@10', 30, 20, ['ours #4 30→running +back']],
    ['ends when the exclusion time has run (20 s)', 'O@0 EF#4@10 D@10', 31, 20, ['ours #4 30→time +back']],
    ['ends after 18 s in a league of the newest rules', 'O@0 EF#4@10 D@10', 29, 18, ['ours #4 28→time +back']],
    ['ends at a goal of either side', 'O@0 EF#4@10 D@10 G@15 O@15', 20, 20, ['ours #4 30→goal +back']],
    ['ends when the excluded side regains the ball', 'O@0 EF#4@10 D@10 O@18', 20, 20, ['ours #4 30→regain +back']],
    [
      'does not end when the other side keeps the ball',
      'O@0 EA#9@10 O@10 O@14',
      20,
      20,
      ['theirs #9 30→running +back'],
    ],
    ['theirs ends when they regain the ball', 'D@0 EA#9@10 O@10 D@14', 20, 20, ['theirs #9 30→regain +back']],
    [
      'a pair exclusion keeps the ball where it was and runs for both',
      'O@0 EF#4@10:P EA#9@10:P O@10',
      20,
      20,
      ['ours #4 30→running +back', 'theirs #9 30→running +back'],
    ],
    [
      'violence is served in full, the player does not come back',
      'O@0 EF#4@10:V D@10 O@12 G@20',
      30,
      20,
      ['ours #4 250→running'],
    ],
    [
      'an exclusion for the rest of the match: a substitute comes in',
      'O@0 EF#4@10:S D@10',
      31,
      20,
      ['ours #4 30→time'],
    ],
    [
      'the third personal foul (exclusions and penalty fouls) is the last',
      'O@0 EF#4@10 D@10 O@35 PF#4@40 EF#4@50 D@50',
      60,
      20,
      ['ours #4 30→time +back', 'ours #4 70→running'],
    ],
    ['a later event (the scorer went back) is left out', 'O@0 EF#4@10 D@10 O@18', 15, 20, ['ours #4 30→running +back']],
    ['another quarter’s exclusion is over', 'O@0 EF#4@470 D@470 O@480', 490, 20, []],
  ])('%s', (_, notation, time, exclusionTime, expected) => {
    expect(describe_(log(notation), time, exclusionTime)).toEqual(expected);
  });

  it('counts the man advantage: one of theirs out is +1, one each is even', () => {
    expect(manAdvantage(runningExclusions(log('O@0 EA#9@10 O@10'), 1, 12, 20))).toBe(1);
    expect(manAdvantage(runningExclusions(log('O@0 EF#4@10 D@10'), 1, 12, 20))).toBe(-1);
    expect(manAdvantage(runningExclusions(log('O@0 EF#4@10:P EA#9@10:P O@10'), 1, 12, 20))).toBe(0);
  });
});

describe('exclusion timers on the capture screen', () => {
  const inWater = (s: ReturnType<typeof afterSwimoff>) => [...s.state.playersInWater].sort((a, b) => a - b);

  it.each([
    ['20 s', undefined, 30, 31],
    ['18 s', 18, 28, 29],
  ])('our excluded player comes back by himself when %s have run', (_, exclusionTime, stillOut, back) => {
    const s = afterSwimoff(false, exclusionTime ? { rules: leagueRulesOf({ exclusionTime }) } : {});
    play(s, 't 10; exclusion; #4; save');
    expect(inWater(s)).toEqual([1, 2, 3, 5, 6, 7]);
    play(s, `t ${stillOut}`);
    expect(s.state.excludedPlayers).toEqual([4]);
    play(s, `t ${back}`);
    expect(inWater(s)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(s.state.excludedPlayers).toEqual([]);
    // The live possession's players follow, and the man-down possession ended when the exclusion did.
    expect(s.store.possessions.at(-1)?.playersInWater).toEqual([1, 2, 3, 5, 6, 7, 4]);
    // The man-down possession ended when the exclusion time ran out (its last second, as the clock reads it).
    expect(possessions(s)).toEqual(['D 0-10', `D+X 10-${stillOut}`, `D ${stillOut}-`]);
  });

  it('comes back at a goal against and when we regain the ball', () => {
    const goal = afterSwimoff(false);
    play(goal, 't 10; exclusion; #4; save; t 15; shoot; #1; GOAL; save');
    expect(goal.state.playersInWater).toContain(4);
    const regain = afterSwimoff(false);
    play(regain, 't 10; exclusion; #4; save; t 18; turnover; #2; BALL_LOST; save');
    expect(regain.state.playersInWater).toContain(4);
  });

  it('our man-up ends by itself when the exclusion time has run, at the moment it ran out', () => {
    const s = afterSwimoff(true);
    play(s, 't 20; v 50; exclusion; #7; save; v 71; t 41');
    expect(possessions(s)).toEqual(['O 0-20', 'O+X 20-40', 'O 40-']);
    expect(s.state.extraPlayer).toBe(false);
    expect(s.store.events.at(-1)).toMatchObject({ type: 'OFFENSE_START', time: 40, videoTime: 70, extraPlayer: false });
  });

  it('a man-up set by hand, with no exclusion run out, is left alone', () => {
    const s = afterSwimoff(true);
    s.send({ type: 'selectPossession', uuid: s.state.possessionUuid });
    play(s, 't 20; extra; t 60');
    expect(s.state.extraPlayer).toBe(true);
  });

  it('after the third personal foul the player stays out and a substitute is tapped in', () => {
    const s = afterSwimoff(false);
    play(s, 't 10; exclusion; #4; save; t 30');
    play(s, 't 40; penaltyFoul; #4; save; t 60; turnover; #2; BALL_LOST; save');
    expect(s.state.playersInWater).toContain(4);
    play(s, 't 70; ball; t 80; exclusion; #4; save; t 101');
    expect(s.state.playersInWater).not.toContain(4);
    expect(s.state.excludedPlayers).toEqual([]);
    play(s, 'toggle #9');
    expect(s.state.playersInWater).toContain(9);
  });

  it('a player back by hand before the time has run stays in', () => {
    const s = afterSwimoff(false);
    play(s, 't 10; exclusion; #4; save; t 20; back #4; t 40');
    expect(s.state.playersInWater.filter((cap) => cap === 4)).toEqual([4]);
  });
});

describe('exclusions across quarters', () => {
  it('an exclusion ends with its quarter, except after a third personal foul', () => {
    const s = afterSwimoff(false);
    play(s, 't 470; exclusion; #4; save; q+');
    expect(s.state.playersInWater).toContain(4);
    const fouled = afterSwimoff(false);
    play(fouled, 't 10; exclusion; #4; save; t 30; t 40; penaltyFoul; #4; save; t 60; turnover; #2; BALL_LOST; save');
    play(fouled, 't 100; ball; t 470; exclusion; #4; save; q+');
    expect(fouled.state.playersInWater).not.toContain(4);
    expect(fouled.state.excludedPlayers).toEqual([]);
  });
});

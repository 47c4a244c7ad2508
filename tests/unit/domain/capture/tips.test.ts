import { describe, expect, it } from 'vitest';
import { UNKNOWN_TIP, WARNINGS, type Tip } from '../../../../src/domain/capture';
import { afterSwimoff, play, session } from './harness';

const TIPS: Tip[] = [
  { quarter: 1, time: 0, side: 'team1', code: 'CS', cap: 5 },
  { quarter: 1, time: 25, side: 'team2', code: 'GA', cap: 9 },
  { quarter: 2, time: 500, side: 'team1', code: 'GX', cap: 7 },
  { quarter: 2, time: 530, side: 'team2', code: 'XX' },
];

describe('event tips', () => {
  it('clicking a tip of our side sets the current event from its code, with our player', () => {
    const s = session({ tips: TIPS });
    s.send({ type: 'clickTip', tip: TIPS[2]!, index: 2 });
    expect(s.state.current).toEqual({ type: 'SHOOT', shootOutcome: 'GOAL', extraPlayer: true, playerNumber: 7 });
    expect(s.state).toMatchObject({ quarter: 2, time: 20, eventTipIndex: 2 });
  });

  it('clicking a tip of the opposing side reads the code for them, with their player and our goalkeeper', () => {
    const s = afterSwimoff(false, { tips: TIPS });
    s.send({ type: 'clickTip', tip: TIPS[1]! });
    expect(s.state.current).toEqual({
      type: 'SHOOTAGAINST',
      shootOutcome: 'GOAL',
      offense: false,
      opponentPlayerNumber: 9,
      playerNumber: 1,
    });
    expect(s.state.eventTipIndex).toBe(1);
  });

  it('the same code on the other side is read for the other team', () => {
    const s = session({ selectedTeam: 'team2', tips: TIPS });
    s.send({ type: 'clickTip', tip: TIPS[0]! });
    expect(s.state.current).toMatchObject({ type: 'SWIMOFFAGAINST', opponentPlayerNumber: 5 });
  });

  it.each([
    [0, 30, 1, 30],
    [7, 3400, 5, 1480],
  ])(
    'a tip of quarter %i is placed in quarter 1 to 5: at %i s it opens in quarter %i at %i s',
    (quarter, time, q, t) => {
      const s = session();
      s.send({ type: 'clickTip', tip: { quarter, time, side: 'team1', code: 'GA', cap: 7 } });
      expect(s.state).toMatchObject({ quarter: q, time: t });
    },
  );

  it('a tip with an unknown code is not clickable', () => {
    const s = session({ tips: TIPS });
    expect(s.send({ type: 'clickTip', tip: TIPS[3]! }).error).toBe(UNKNOWN_TIP);
    expect(s.state.current).toBeNull();
  });

  it('a tip without cap opens the event without player', () => {
    const s = session();
    play(s, 'tip team1 EF');
    expect(s.state.current).toEqual({ type: 'EXCLUSIONFOR', exclusionType: 'NORMAL' });
  });

  it('the tip strip steps within the list of tips', () => {
    const s = session({ tips: TIPS });
    play(s, 'q+');
    s.send({ type: 'stepTip', delta: -1 });
    expect(s.state.eventTipIndex).toBe(0);
    for (let i = 0; i < 6; i++) s.send({ type: 'stepTip', delta: 1 });
    expect(s.state.eventTipIndex).toBe(3);
    expect(session().send({ type: 'stepTip', delta: 1 }).state.eventTipIndex).toBe(0);
  });

  it('a tip saves like a tapped event', () => {
    const s = afterSwimoff(true, { tips: TIPS });
    s.send({ type: 'clickTip', tip: { quarter: 1, time: 30, side: 'team1', code: 'GA', cap: 7 } });
    play(s, 'from 1000,600; to 150,40; save');
    expect(s.store.events.at(-2)).toMatchObject({ type: 'SHOOT', playerNumber: 7, shootOutcome: 'GOAL', time: 30 });
  });
});

describe('warning text (Save disabled while it exists)', () => {
  it.each([
    ['more than 7 players in the water', 'toggle #9', WARNINGS.tooManyPlayers],
    ["the event's player is not in the water", 'drive; #9', WARNINGS.playerNotInWater(9)],
    ['an assist player equals the shooter', 'shoot; #7; assist1 #7@2', WARNINGS.assistIsShooter],
    ['Post 1 equals Post 2', 'post1 #2; post2 #2', WARNINGS.samePosts],
    ["time beyond the quarter's end", 't 481', WARNINGS.beyondQuarter],
  ])('%s', (_, taps, warning) => {
    const s = afterSwimoff();
    play(s, taps);
    expect(s.state.warning).toEqual(warning);
    expect(s.send({ type: 'save' }).writes).toEqual([]);
  });

  it.each([
    ['a player in the water', 'drive; #4'],
    ['time at the quarter end', 't 480'],
    ['one post only', 'post1 #2; post2 -'],
    ['a player in/out event', 'type PLAYER_IN; #9'],
    ['a shootout shooter out of the water', 'q+; q+; q+; q+; shoot; #11'],
  ])('no warning for %s', (_, taps) => {
    const s = afterSwimoff();
    play(s, taps);
    expect(s.state.warning).toBeNull();
  });

  it('an event loaded for editing is checked against its own players in water and not against the live clock', () => {
    const s = afterSwimoff();
    play(s, 't 30; drive; #7; save; toggle #7; toggle #9; t 500');
    const drive = s.store.events.find((e) => e.type === 'DRIVE')!;
    s.send({ type: 'loadEvent', event: drive });
    expect(s.state.warning).toBeNull();
  });

  it('the warning clears once the cause is fixed', () => {
    const s = afterSwimoff();
    play(s, 'drive; #9');
    expect(s.state.warning).not.toBeNull();
    play(s, '#4');
    expect(s.state.warning).toBeNull();
  });
});

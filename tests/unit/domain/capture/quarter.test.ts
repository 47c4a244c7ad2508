import { describe, expect, it } from 'vitest';
import { SHOOTOUT_ONLY_IN_QUARTER_5, isShootoutPeriod } from '../../../../src/domain/capture';
import { afterSwimoff, play, possessions, session, stored } from './harness';

describe('quarter', () => {
  it.each([
    ['q+', 2],
    ['q+; q+; q+; q+', 5],
    ['q+; q+; q+; q+; q+; q+', 5],
    ['q-', 1],
    ['q+; q+; q-', 2],
  ])('quarter ranges from 1 to 5 in steps of one: %s gives %i', (taps, quarter) => {
    const s = session();
    play(s, taps);
    expect(s.state.quarter).toBe(quarter);
  });

  it('back is disabled at 1 and forward at 5: the step changes nothing and writes nothing', () => {
    const s = session();
    expect(s.send({ type: 'stepQuarter', delta: -1 }).writes).toEqual([]);
    play(s, 'q+; q+; q+; q+');
    expect(s.send({ type: 'stepQuarter', delta: 1 }).state.quarter).toBe(5);
  });

  it('going forward ends the open possession at the quarter end and starts the next at 0:00 without possession', () => {
    const s = afterSwimoff();
    play(s, 't 400; v 430; q+');
    expect(possessions(s)).toEqual(['O 0-480']);
    expect(s.store.possessions[0]?.videoTo).toBe(430);
    expect(s.state).toMatchObject({ quarter: 2, time: 0, videoTime: 0, possession: null, possessionUuid: null });
  });

  it.each([
    ["the quarter's last event", 't 100; drive; #3; save; t 130; drive; #4; save; q+; t 20; q-', 130],
    ['the start of a quarter without events', 'q+; q+; t 20; q-', 0],
  ])('going back corrects the quarter and puts the clock at %s', (_, taps, time) => {
    const s = afterSwimoff();
    play(s, taps);
    expect(s.state.time).toBe(time);
    expect(s.state.quarter).toBe(taps.includes('q+; q+') ? 2 : 1);
  });

  it('a swim-off after the break starts the next quarter at its own time', () => {
    const s = afterSwimoff();
    play(s, 'q+; swimoff; #5; winner team2; save');
    expect(possessions(s)).toEqual(['O 0-480', 'D 480-']);
  });

  it('a possession of an earlier quarter closes at that quarter end, never across the break', () => {
    const s = afterSwimoff();
    play(s, 't 400');
    // a tip of quarter 2 moves the clock there while the quarter-1 possession is still open
    s.send({ type: 'clickTip', tip: { quarter: 2, time: 500, side: 'team1', code: 'GA', cap: 7 } });
    expect(s.state).toMatchObject({ quarter: 2, time: 20, possession: { quarter: 1, timeTo: null } });
    play(s, 'from 1000,600; to 150,40; save');
    expect(possessions(s)).toEqual(['O 0-480', 'D 500-']);
  });
});

describe('the shootout', () => {
  it('is quarter 5 only', () => {
    expect(isShootoutPeriod({ quarter: 4 }, {})).toBe(false);
    expect(isShootoutPeriod({ quarter: 5 }, {})).toBe(true);
    expect(isShootoutPeriod({ quarter: 4 }, { isShootout: true })).toBe(true);
    const s = session();
    expect(s.send({ type: 'startShootout', startingSide: 'team1' }).error).toBe(SHOOTOUT_ONLY_IN_QUARTER_5);
  });

  it.each([
    ['team1', 'team1', true, 'OFFENSE_START'],
    ['team1', 'team2', false, 'DEFENSE_START'],
    ['team2', 'team2', true, 'OFFENSE_START'],
    ['team2', 'team1', false, 'DEFENSE_START'],
  ] as const)(
    '"Which side starts the shootout?" scored for %s, %s starts: offense is %s',
    (selectedTeam, side, offense, start) => {
      const s = session({ selectedTeam });
      play(s, `q+; q+; q+; q+; shootout ${side}`);
      expect(s.state.offense).toBe(offense);
      expect(s.state.isShootoutStarted).toBe(true);
      expect(stored(s)).toEqual([start]);
    },
  );

  it('every shootout shot is a PENALTYSHOOTOUT from 5 m and the sides alternate', () => {
    const s = session();
    play(s, 'q+; q+; q+; q+; shootout team1');
    play(s, 'shoot; #5; to 50,60; GOAL; save');
    play(s, 'shoot; vs #3; from 1000,500; to 250,20; MISSFOR; save');
    play(s, 'shoot; #7; from 1000,500; to 10,10; MISSAGAINST; save');
    expect(stored(s)).toEqual([
      'OFFENSE_START',
      'SHOOT #5 GOAL PENALTYSHOOTOUT',
      'DEFENSE_START',
      'SHOOTAGAINST #1 vs #3 MISSFOR PENALTYSHOOTOUT',
      'OFFENSE_START',
      'SHOOT #7 MISSAGAINST PENALTYSHOOTOUT',
      'DEFENSE_START',
    ]);
    expect(s.store.events[1]).toMatchObject({ shootFromPoolY: 500, quarter: 5, time: 1920 });
  });

  it('a penalty foul during a shootout opens a PENALTYSHOOTOUT shot', () => {
    const s = session({ initial: { quarter: 5, offense: true } });
    play(s, 'penaltyFoul; #4; save');
    expect(s.state.current).toMatchObject({ type: 'SHOOT', shootSituation: 'PENALTYSHOOTOUT', shootFromPoolY: 500 });
  });

  it('a PENALTY chosen during the shootout is saved as PENALTYSHOOTOUT', () => {
    const s = session({ initial: { quarter: 5, offense: true } });
    play(s, 'shoot; #4; PENALTY; GOAL; from 1000,500; to 10,10; save');
    expect(s.store.events[0]?.shootSituation).toBe('PENALTYSHOOTOUT');
  });
});

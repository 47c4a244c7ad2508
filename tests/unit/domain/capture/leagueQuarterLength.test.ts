import { describe, expect, it } from 'vitest';
import { countDownTime, WARNINGS } from '../../../../src/domain/capture';
import { afterSwimoff, play, possessions, session, stored } from './harness';

/** A league of 7-minute quarters (docs/design.md §6: configurable per league). */
const LEAGUE = { quarterLength: 420 };

describe('a league with 420 s quarters', () => {
  it('the quarter ends at 420 s: going forward closes the open possession there', () => {
    const s = afterSwimoff(true, LEAGUE);
    play(s, 't 400; q+');
    expect(possessions(s)).toEqual(['O 0-420']);
  });

  it('a possession of an earlier quarter closes at that quarter end at 420 s, never across the break', () => {
    const s = afterSwimoff(true, LEAGUE);
    s.send({ type: 'clickTip', tip: { quarter: 2, time: 440, side: 'team1', code: 'GA', cap: 7 } });
    expect(s.state).toMatchObject({ quarter: 2, time: 20 });
    play(s, 'from 1000,600; to 150,40; save');
    expect(possessions(s)).toEqual(['O 0-420', 'D 440-']);
  });

  it.each([
    [1, 30, 30],
    [2, 30, 450],
    [4, 419, 1679],
  ])('an event of quarter %i at %i s into it is stored at match second %i', (quarter, time, matchTime) => {
    const s = session({ ...LEAGUE, initial: { quarter } });
    play(s, `t ${time}; drive; #5; save`);
    expect(s.store.events.at(-1)).toMatchObject({ quarter, time: matchTime });
  });

  it('the end of the match closes the open possession at the 420 s quarter end at most', () => {
    const s = afterSwimoff(true, LEAGUE);
    play(s, 't 450; end');
    expect(possessions(s)).toEqual(['O 0-420']);
  });

  it('past 420 s the time is beyond the quarter and Save is refused', () => {
    const s = session(LEAGUE);
    expect(play(s, 't 421; drive').state.warning).toBe(WARNINGS.beyondQuarter);
    expect(play(s, 't 420').state.warning).toBeNull();
  });

  it('a rebuild puts the clock back at the latest event by the 420 s quarter', () => {
    const s = session({ ...LEAGUE, initial: { quarter: 3 } });
    play(s, 't 100; drive; #5; save; t 300');
    s.send({ type: 'rebuild' });
    expect(stored(s)).toHaveLength(1);
    expect(s.state).toMatchObject({ quarter: 3, time: 100 });
  });

  it.each([
    [0, 1, '7:00'],
    [60, 1, '6:00'],
    [420, 2, '7:00'],
    [839, 2, '0:01'],
  ])('match second %i of quarter %i counts down as %s', (matchTime, quarter, clock) => {
    expect(countDownTime(matchTime, quarter, LEAGUE.quarterLength)).toBe(clock);
  });
});

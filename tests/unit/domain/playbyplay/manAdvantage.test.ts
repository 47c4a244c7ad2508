import { describe, expect, it } from 'vitest';
import { convertPlayByPlay, parsePlayByPlayCsv } from '../../../../src/domain/playbyplay';
import type { BoxScoreColumn } from '../../../../src/domain/stats';
import { boxScoreColumnOf } from '../../../../src/domain/stats/boxScoreColumnOf';
import { countingUuid } from './loadRealMatch';

const HOME = 1;
const EXCLUDED_AT = 7 * 60; // AWY's player is excluded at 7:00 of Q1, during HOM's attack

/**
 * HOM wins the sprint, AWY is excluded at 7:00, then `between`, then HOM's goal `after` seconds later, in a league
 * whose exclusions last `exclusionTime` seconds (the 20 s default when not given).
 */
function lastHomeShot(after: number, label: string, between: readonly string[], exclusionTime?: number) {
  const remaining = EXCLUDED_AT - after;
  const clock = `${Math.floor(remaining / 60)}:${String(remaining % 60).padStart(2, '0')}`;
  const csv = [
    'quarter,clock,team,cap,player,action,detail',
    '1,8:00,HOM,1,KEEPER H,GK_START,Starting goalkeeper',
    '1,8:00,AWY,13,KEEPER A,GK_START,Starting goalkeeper',
    '1,8:00,HOM,4,SPRINTER,SPRINT_WON,Sprint won possession',
    '1,7:00,AWY,3,Z,EXCLUSION,20 sec. exclusion in field',
    ...between,
    `1,${clock},HOM,5,S,GOAL,${label}`,
  ].join('\n');
  const { events } = convertPlayByPlay(parsePlayByPlayCsv(csv), {
    match: { id: 7 },
    team1: { id: HOME, code: 'HOM' },
    team2: { id: 2, code: 'AWY' },
    newUuid: countingUuid(),
    ...(exclusionTime === undefined ? {} : { exclusionTime }),
  });
  const shots = events.filter((event) => event.type === 'SHOOT' && event.team.id === HOME);
  const twin = events.find((event) => event.uuid === shots.at(-1)!.opponentEventUuid)!;
  return { shot: shots.at(-1)!, twin };
}

const ACTION = 'Action shot - Goal';
const EXTRA = 'Extra player shot - Goal';
const UNLABELLED = 'Shot - Goal';
// AWY has the ball back, then loses it at 6:46, so HOM attacks again at 6:43 (17 s after the exclusion).
const GOAL_BETWEEN = ['1,6:50,HOM,6,Y,GOAL,Centre shot - Goal', '1,6:46,AWY,9,X,TURNOVER,Turnover foul'];
const SAVE_HELD_BETWEEN = ['1,6:50,HOM,6,Y,SHOT_SAVED,Action shot - Saved', '1,6:46,AWY,9,X,TURNOVER,Turnover foul'];
const TURNOVER_BETWEEN = ['1,6:50,HOM,6,Y,TURNOVER,Turnover foul', '1,6:46,AWY,9,X,TURNOVER,Turnover foul'];
const POST_KEPT_BETWEEN = ['1,6:50,HOM,6,Y,SHOT_POST,Action shot - Post'];

describe('the man advantage around an exclusion, as the official sheet counts it', () => {
  it.each<[string, number, string, string[], boolean, BoxScoreColumn]>([
    // Omega labels every shot of an advantage "Extra player shot": an action shot is even strength, even in the 20 s.
    ['an action shot at the exclusion', 0, ACTION, [], false, 'action'],
    ['an action shot 17 s after', 17, ACTION, [], false, 'action'],
    ['an action shot in the 20th second', 20, ACTION, [], false, 'action'],
    ['an action shot 21 s after', 21, ACTION, [], false, 'action'],
    ['an action shot 24 s after', 24, ACTION, [], false, 'action'],
    ['an action shot 25 s after', 25, ACTION, [], false, 'action'],
    ['an extra-player shot at the exclusion', 0, EXTRA, [], true, 'extraPlayer'],
    ['an extra-player shot 17 s after', 17, EXTRA, [], true, 'extraPlayer'],
    ['an extra-player shot in the 20th second', 20, EXTRA, [], true, 'extraPlayer'],
    ['an extra-player shot 25 s after (the label outweighs the clock)', 25, EXTRA, [], true, 'extraPlayer'],
    ['an unlabelled shot at the exclusion', 0, UNLABELLED, [], true, 'extraPlayer'],
    ['an unlabelled shot 17 s after', 17, UNLABELLED, [], true, 'extraPlayer'],
    ['an unlabelled shot in the 20th second', 20, UNLABELLED, [], true, 'extraPlayer'],
    ['an unlabelled shot 21 s after', 21, UNLABELLED, [], false, 'other'],
    ['an unlabelled shot 25 s after', 25, UNLABELLED, [], false, 'other'],
    ['an action shot 17 s after, a goal in between', 17, ACTION, GOAL_BETWEEN, false, 'action'],
    ['an action shot 17 s after, a save held in between', 17, ACTION, SAVE_HELD_BETWEEN, false, 'action'],
    ['an action shot 17 s after, a turnover in between', 17, ACTION, TURNOVER_BETWEEN, false, 'action'],
    ['an unlabelled shot 17 s after, a goal in between', 17, UNLABELLED, GOAL_BETWEEN, false, 'other'],
    ['an unlabelled shot 17 s after, a save held in between', 17, UNLABELLED, SAVE_HELD_BETWEEN, false, 'other'],
    ['an unlabelled shot 17 s after, a turnover in between', 17, UNLABELLED, TURNOVER_BETWEEN, false, 'other'],
    ['an extra-player shot 17 s after, a goal in between', 17, EXTRA, GOAL_BETWEEN, true, 'extraPlayer'],
    ['an unlabelled shot 17 s after a post the attack kept', 17, UNLABELLED, POST_KEPT_BETWEEN, true, 'extraPlayer'],
    [
      'a Microplus EG goal 25 s after',
      25,
      "EG (Extra Man Goal), as printed: '6:35 5 W EG 1 - 0'",
      [],
      true,
      'extraPlayer',
    ],
    ['a Microplus G goal 17 s after', 17, "G (Goal), as printed: '6:43 5 W G 1 - 0'", [], false, 'other'],
  ])('%s: man-up %s, column %s', (_case, after, label, between, isManUp, column) => {
    const { shot, twin } = lastHomeShot(after, `"${label}"`, between);
    expect(shot.extraPlayer).toBe(isManUp);
    expect(twin.extraPlayer).toBe(isManUp);
    expect(boxScoreColumnOf(shot)).toBe(column);
    expect(boxScoreColumnOf(twin)).toBe(column);
  });

  it('keeps a captured shot in the Extra player column whenever the engine had it man-up', () => {
    const captured = { quarter: 1, shootSituation: 'ACTION', extraPlayer: true, notes: 'good action shot' } as const;
    expect(boxScoreColumnOf(captured)).toBe('extraPlayer');
    expect(boxScoreColumnOf({ ...captured, extraPlayer: false })).toBe('action');
  });
});

describe("the man advantage lasts the league's exclusion time", () => {
  it.each<[string, boolean, number, number, string]>([
    ['an unlabelled shot in the 18th second of an 18 s exclusion', true, 18, 18, UNLABELLED],
    ['an unlabelled shot 19 s after an 18 s exclusion', false, 18, 19, UNLABELLED],
    ['an unlabelled shot 19 s after a 20 s exclusion', true, 20, 19, UNLABELLED],
    ['an unlabelled shot in the 20th second of a 20 s exclusion', true, 20, 20, UNLABELLED],
    ['an unlabelled shot in the 20th second after an 18 s exclusion', false, 18, 20, UNLABELLED],
    ['an action shot in the 18th second of an 18 s exclusion (the label outweighs the clock)', false, 18, 18, ACTION],
    ['an extra-player shot 19 s after an 18 s exclusion (the label outweighs the clock)', true, 18, 19, EXTRA],
  ])('%s: man-up %s', (_case, isManUp, exclusionTime, after, label) => {
    const { shot, twin } = lastHomeShot(after, `"${label}"`, [], exclusionTime);
    expect(shot.extraPlayer).toBe(isManUp);
    expect(twin.extraPlayer).toBe(isManUp);
  });

  it('is 20 s when the conversion is given none', () => {
    expect(lastHomeShot(19, `"${UNLABELLED}"`, []).shot.extraPlayer).toBe(true);
    expect(lastHomeShot(21, `"${UNLABELLED}"`, []).shot.extraPlayer).toBe(false);
  });
});

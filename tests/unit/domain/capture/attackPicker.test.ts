import { describe, expect, it } from 'vitest';
import { attackPickerOf, type AttackPicker } from '../../../../src/domain/capture';
import type { ShootSituation } from '../../../../src/domain/model';
import { afterSwimoff, play } from './harness';

const SHOT = 'from 1000,600; to 150,40';

describe('Post 1 and Post 2 replace the centre/back selector in extra-player mode (docs/product.md §5)', () => {
  /** `situation  event's extra player  live extra player  → picker` (`-`: not set) */
  const table = `
    ACTION           -    no   centreOrBack
    ACTION           -    yes  posts
    ACTION           no   yes  centreOrBack
    ACTION           yes  no   posts
    -                -    no   centreOrBack
    -                -    yes  posts
    PENALTY          -    no   none
    PENALTY          -    yes  none
    PENALTY          yes  no   none
    PENALTYSHOOTOUT  -    no   none
    PENALTYSHOOTOUT  -    yes  none
  `;
  const rows = table
    .trim()
    .split('\n')
    .map((row) => row.trim().split(/\s+/) as [string, string, string, AttackPicker]);
  it.each(rows)('situation %s, event extra player %s, live extra player %s: %s', (situation, own, live, picker) => {
    const draft = {
      ...(situation === '-' ? {} : { shootSituation: situation as ShootSituation }),
      ...(own === '-' ? {} : { extraPlayer: own === 'yes' }),
    };
    expect(attackPickerOf(draft, { extraPlayer: live === 'yes' })).toBe(picker);
  });
});

describe('save keeps only the attack pick that applies', () => {
  type Picks = { centerPlayers: number[]; backPlayers: number[]; post1PlayerNumber: number | null };
  it.each<[string, boolean, string, Picks]>([
    [
      'an open-play shot keeps the centre and drops posts picked outside a man-up',
      true,
      `cb #4; post1 #2; post2 #3; shoot; #7; ${SHOT}; GOAL; save`,
      { centerPlayers: [4], backPlayers: [], post1PlayerNumber: null },
    ],
    [
      'a man-up shot keeps the posts and drops a centre',
      true,
      `t 20; exclusion; save; cb #4; post1 #2; post2 #3; shoot; #7; ${SHOT}; MISSFOR; save`,
      { centerPlayers: [], backPlayers: [], post1PlayerNumber: 2 },
    ],
    [
      'a penalty shot drops the centre',
      true,
      `cb #4; penaltyFoul; #4; save; #4; from 1000,500; to 30,70; GOAL; save`,
      { centerPlayers: [], backPlayers: [], post1PlayerNumber: null },
    ],
    [
      'a penalty shot in a man-up drops the posts',
      true,
      `t 20; exclusion; save; post1 #2; post2 #3; penaltyFoul; #4; save; #4; from 1000,500; to 30,70; GOAL; save`,
      { centerPlayers: [], backPlayers: [], post1PlayerNumber: null },
    ],
    [
      'a shot against keeps the back',
      false,
      `cb #3; shoot; ${SHOT}; MISSFOR; save`,
      { centerPlayers: [], backPlayers: [3], post1PlayerNumber: null },
    ],
    [
      'a drive in a man-up keeps the posts and drops a centre',
      true,
      `t 20; exclusion; save; cb #4; post1 #2; post2 #3; drive; #7; save`,
      { centerPlayers: [], backPlayers: [], post1PlayerNumber: 2 },
    ],
  ])('%s', (_, isWon, taps, picks) => {
    const s = afterSwimoff(isWon);
    play(s, taps);
    const event = s.store.events.findLast((e) => e.type.startsWith('SHOOT') || e.type === 'DRIVE');
    expect(event).toMatchObject(picks);
  });

  it('an edited event keeps only the pick that applies to it', () => {
    const s = afterSwimoff();
    play(s, `cb #4; shoot; #7; ${SHOT}; GOAL; save`);
    const shot = s.store.events.find((e) => e.type === 'SHOOT')!;
    s.send({ type: 'loadEvent', event: { ...shot, post1PlayerNumber: 2, post2PlayerNumber: 3 } });
    expect(play(s, 'save').writes[0]).toMatchObject({ event: { centerPlayers: [4], post1PlayerNumber: null } });
    s.send({ type: 'loadEvent', event: shot });
    expect(play(s, 'PENALTY; save').writes[0]).toMatchObject({
      event: { centerPlayers: [], shootSituation: 'PENALTY' },
    });
  });
});

import { readFileSync } from 'node:fs';

/** The demo's first match, Budapest Sharks v Split Mariners: its header gives the teams and rosters of the seed. */
const DEMO_MATCH = new URL('../../../../src/server/seed/matches/match-1-bud-spl.txt', import.meta.url);

/**
 * What a scorer of the Budapest Sharks records in a test of the capture screen, in match-script notation:
 * every event type, shots with both locations for and against, an exclusion each way with a goal on the man-up,
 * a penalty each way, a time-out, substitutions, a formation change and a quarter change. Only what the screen
 * records is written (no defenders on shots, no swim-off loser): the same lines replayed through the capture
 * engine must store the same events.
 */
const FULL_LINES = `
Q1 0:00 BUD swim #5
Q1 0:10 BUD drive #5
Q1 0:20 BUD shoot #5 from 1000,500 to 150,40 GOAL
Q1 0:40 SPL shoot #7 from 800,300 to 250,80 SAVED
Q1 1:00 BUD turnover #3 BAD_PASS
Q1 1:20 SPL turnover #6 BALL_LOST steal #2
Q1 1:40 SPL excl #3 by #4
Q1 1:50 BUD shoot #2 from 900,300 to 100,50 GOAL
Q1 2:10 SPL shoot #5 from 1200,600 to 200,20 MISSED
Q1 2:30 BUD penalty #6 by #2
Q1 2:30 BUD shoot #6 from 1000,500 to 300,100 GOAL
Q1 2:40 BUD timeout
Q1 2:40 BUD sub #8 for #2
Q1 2:40 BUD formation ZONE
Q1 3:00 SPL shoot #4 from 700,400 to 120,60 BLOCKED
Q1 3:20 BUD shoot #8 from 1300,500 to 320,110 MISSED
Q1 3:40 BUD excl #4 by #5
Q1 3:50 SPL shoot #5 from 1000,450 to 50,120 GOAL
Q1 4:10 BUD drive #7
Q1 4:20 BUD turnover #7 CONTRAFAULT
Q1 4:40 SPL penalty #4 by #7
Q1 4:40 SPL shoot #4 from 1000,500 to 20,30 SAVED
Q1 5:00 BUD sub #2 for #8
Q2 0:00 SPL swim #6
Q2 0:20 SPL turnover #2 TIME
Q2 0:40 BUD shoot #7 from 1100,400 to 60,120 SAVED
Q2 1:00 SPL shoot #6 from 600,200 to 250,70 BLOCKED kept
Q2 1:20 SPL turnover #6 BAD_PASS
Q2 1:40 BUD shoot #3 from 1500,700 to 180,90 BLOCKED kept
Q2 1:50 BUD shoot #3 from 1000,350 to 200,60 GOAL
`;

/**
 * The shorter run at the other viewports: shots with both pickers for and against, a turnover, an exclusion and a
 * substitution, as many captures as the check needs. The test then records a drive and takes it back with Undo.
 */
const SHORT_LINES = `
Q1 0:00 BUD swim #5
Q1 0:20 BUD shoot #5 from 1000,500 to 150,40 GOAL
Q1 0:40 SPL shoot #7 from 800,300 to 250,80 SAVED
Q1 1:20 BUD turnover #3 BAD_PASS
Q1 1:40 BUD excl #4 by #5
Q1 1:50 BUD sub #8 for #2
Q1 2:00 SPL shoot #5 from 1200,600 to 200,20 MISSED
`;

function withDemoHeader(lines: string): string {
  const header = readFileSync(DEMO_MATCH, 'utf8')
    .split(/\r?\n/)
    .filter((line) => /^(match|team[12]|roster|lineup) /.test(line));
  return [...header, lines].join('\n');
}

export const ONE_SCREEN_SCRIPT = withDemoHeader(FULL_LINES);
export const SHORT_SCRIPT = withDemoHeader(SHORT_LINES);

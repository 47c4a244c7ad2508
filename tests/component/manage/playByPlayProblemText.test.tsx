import { expect, it } from 'vitest';
import type { ClockProblem } from '../../../src/domain/playbyplay';
import { clockProblemText } from '../../../src/app/manage/match/clockProblemText';
import { tipsFileProblemText } from '../../../src/app/manage/match/tipsFileProblemText';
import { TipsFileError, tipsFromImportFile } from '../../../src/data/manage';

it.each<[ClockProblem, string]>([
  [
    { code: 'notATime', line: 3, clock: '25:99' },
    'Line 3: clock "25:99" is not a time (minutes:seconds, seconds up to 59)',
  ],
  [
    { code: 'longerThanQuarter', line: 2, clock: '8:00', quarterClock: '7:00' },
    'Line 2: clock "8:00" is longer than the quarter (7:00)',
  ],
  [
    { code: 'notATime', line: null, clock: 'half time' },
    'Line ?: clock "half time" is not a time (minutes:seconds, seconds up to 59)',
  ],
])('a clock problem %j reads %j in English', (problem, text) => {
  expect(clockProblemText(problem)).toBe(text);
});

it.each([
  ['[{"quarter":9,"time":1,"side":"team1","code":"CS"}]', /^Tip 0\.quarter: Invalid value/],
  ['{"tips": [', /^The file is not valid JSON\.$/],
  ['a,b\n1,2', /^Play-by-play CSV lacks the columns: quarter, clock, team, cap, player, action, detail$/],
  ['quarter,clock,team,cap,player,action,detail\nfirst,7:00,USA,2,A,GOAL,x', /^Line 2: unreadable quarter "first"$/],
])('a play-by-play file %j is refused in English as %s', (text, sentence) => {
  expect(() => tipsFromImportFile(text)).toThrow(TipsFileError);
  let caught: unknown;
  try {
    tipsFromImportFile(text);
  } catch (error) {
    caught = error;
  }
  expect(tipsFileProblemText(caught)).toMatch(sentence);
});

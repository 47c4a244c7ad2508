import { describe, expect, it } from 'vitest';
import { describeClip } from '../../../src/app/video/clips/describeClip';
import { playlistWords } from '../../../src/app/video/clips/playlistWords';
import { quarterLabel } from '../../../src/app/video/quarterLabel';
import { translateVideo } from '../../../src/app/video/translateVideo';
import type { MatchEvent } from '../../../src/domain/model';
import { playlistCsv } from '../../../src/domain/video';
import { clipEvent, csvPlaylist } from '../../unit/domain/video/videoBuilders';

describe('a clip’s event in English words', () => {
  it.each<[string, MatchEvent, string]>([
    [
      'a goal names outcome and situation',
      clipEvent('SHOOT', { shootOutcome: 'GOAL', shootSituation: 'CENTER' }),
      'Shot: Goal (Centre)',
    ],
    [
      'a shot against in a man-down says so',
      clipEvent('SHOOTAGAINST', { shootOutcome: 'BLOCKFOR', extraPlayer: true, offense: false }),
      'Shot against: Blocked, ball kept (man-down)',
    ],
    [
      'an exclusion names its type',
      clipEvent('EXCLUSIONAGAINST', { exclusionType: 'WITH_SUBSTITUTION' }),
      'Exclusion earned (With substitution)',
    ],
    [
      'a man-up goal lists situation then strength',
      clipEvent('SHOOT', { shootOutcome: 'GOAL', shootSituation: 'ACTION', extraPlayer: true }),
      'Shot: Goal (Action, man-up)',
    ],
    ['a turnover names its kind', clipEvent('BALLLOST', { turnOverType: 'BAD_PASS' }), 'Turnover (Bad pass)'],
    ['a timeout is just a timeout', clipEvent('TIMEOUT'), 'Timeout'],
  ])('%s', (_name, event, text) => {
    expect(describeClip(translateVideo, event)).toBe(text);
  });

  it.each([
    [1, 'Q1'],
    [4, 'Q4'],
    [5, 'Shootout'],
  ])('quarter %s reads %s', (quarter, text) => {
    expect(quarterLabel(translateVideo, quarter)).toBe(text);
  });
});

describe('the playlist CSV in English', () => {
  const { clips, names } = csvPlaylist();

  it('has the English header and the events in words, as before the product spoke two languages', () => {
    expect(playlistCsv(clips, names, playlistWords(translateVideo))).toBe(
      '\uFEFF' +
        [
          'Match,Team,Quarter,Time,Video time,Event,Player,Clip start,Clip end',
          '"Sharks v ""Mariners"", final",Sharks,Q2,6:25,2:05,"Shot: Goal (Action, man-up)",#7 KovG,1:57,2:08',
          '"Sharks v ""Mariners"", final",Sharks,Q3,3:00,5:30.5,Turnover (Bad pass),#4,5:24.5,5:32.5',
          '',
        ].join('\r\n'),
    );
  });
});

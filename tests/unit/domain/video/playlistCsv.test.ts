import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../../../src/domain/model';
import {
  buildPlaylist,
  describeClipEvent,
  EMPTY_CLIP_FILTER,
  formatVideoTime,
  playlistCsv,
} from '../../../../src/domain/video';
import { clipEvent, MATCH, US, wholeMatchVideo } from './videoBuilders';

describe('the playlist as CSV', () => {
  const goal = clipEvent('SHOOT', {
    playerNumber: 7,
    shootOutcome: 'GOAL',
    shootSituation: 'ACTION',
    extraPlayer: true,
    quarter: 2,
    time: 480 + 95,
    videoTime: 125,
  });
  const turnover = clipEvent('BALLLOST', {
    playerNumber: 4,
    turnOverType: 'BAD_PASS',
    quarter: 3,
    time: 960 + 300,
    videoTime: 330.5,
  });
  const clips = buildPlaylist({
    events: [turnover, goal],
    videos: [wholeMatchVideo()],
    filter: { ...EMPTY_CLIP_FILTER, matches: [MATCH] },
    rolls: { pre: null, post: null },
  }).clips;
  const names = {
    matchName: () => 'Sharks v "Mariners", final',
    teamName: (id: number) => (id === US.id ? 'Sharks' : '?'),
    playerName: (_m: number, _t: number, cap: number) => (cap === 7 ? 'KovG' : null),
  };

  it('has a header and one row per clip in play order, quoted where needed, CRLF lines and a BOM', () => {
    expect(playlistCsv(clips, names)).toBe(
      '\uFEFF' +
        [
          'Match,Team,Quarter,Time,Video time,Event,Player,Clip start,Clip end',
          '"Sharks v ""Mariners"", final",Sharks,Q2,6:25,2:05,"Shot: Goal (Action, man-up)",#7 KovG,1:57,2:08',
          '"Sharks v ""Mariners"", final",Sharks,Q3,3:00,5:30.5,Turnover (Bad pass),#4,5:24.5,5:32.5',
          '',
        ].join('\r\n'),
    );
  });

  it('an empty playlist is the header alone', () => {
    expect(playlistCsv([], names)).toBe(
      '\uFEFFMatch,Team,Quarter,Time,Video time,Event,Player,Clip start,Clip end\r\n',
    );
  });
});

describe('words for events and times', () => {
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
    ['a timeout is just a timeout', clipEvent('TIMEOUT'), 'Timeout'],
  ])('%s', (_name, event, text) => {
    expect(describeClipEvent(event)).toBe(text);
  });

  it.each<[number, string]>([
    [0, '0:00'],
    [65, '1:05'],
    [41.5, '0:41.5'],
    [41.04, '0:41'],
    [3725, '1:02:05'],
    [-3, '0:00'],
  ])('%s seconds of video read %s', (seconds, text) => {
    expect(formatVideoTime(seconds)).toBe(text);
  });
});

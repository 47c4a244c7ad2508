import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../../../src/domain/model';
import { buildPlaylist, EMPTY_CLIP_FILTER, type ClipFilter } from '../../../../src/domain/video';
import { clipEvent, MATCH, OTHER_MATCH, quarterVideo, THEM, US, wholeMatchVideo } from './videoBuilders';

const goal7ManUp = clipEvent('SHOOT', {
  playerNumber: 7,
  shootOutcome: 'GOAL',
  shootSituation: 'ACTION',
  extraPlayer: true,
  quarter: 2,
  time: 600,
  videoTime: 150,
});
const miss7 = clipEvent('SHOOT', {
  playerNumber: 7,
  shootOutcome: 'MISSAGAINST',
  shootSituation: 'CENTER',
  quarter: 1,
  time: 100,
  videoTime: 130,
});
const goal5 = clipEvent('SHOOT', {
  playerNumber: 5,
  shootOutcome: 'GOAL',
  shootSituation: 'COUNTERATTACK',
  quarter: 4,
  time: 1500,
  videoTime: 100,
});
const turnover = clipEvent('BALLLOST', {
  playerNumber: 7,
  turnOverType: 'BAD_PASS',
  quarter: 4,
  time: 1600,
  videoTime: 200,
  needsReview: true,
});
const manDownExclusion = clipEvent('EXCLUSIONFOR', {
  playerNumber: 3,
  offense: false,
  extraPlayer: true,
  quarter: 3,
  time: 1000,
  videoTime: 80,
});
const possessionStart = clipEvent('OFFENSE_START', { quarter: 1, time: 90, videoTime: 120 });
const theirGoal = clipEvent('SHOOT', {
  team: THEM,
  playerNumber: 7,
  shootOutcome: 'GOAL',
  quarter: 1,
  time: 200,
  videoTime: 230,
});
const goalInOtherMatch = clipEvent('SHOOT', {
  match: { id: OTHER_MATCH },
  playerNumber: 7,
  shootOutcome: 'GOAL',
  time: 50,
  videoTime: 80,
});
const noVideoTime = clipEvent('SHOOT', {
  playerNumber: 7,
  shootOutcome: 'GOAL',
  quarter: 1,
  time: 300,
  videoTime: null,
});
const events = [
  goalInOtherMatch,
  turnover,
  goal5,
  manDownExclusion,
  goal7ManUp,
  miss7,
  possessionStart,
  theirGoal,
  noVideoTime,
];

const videos = [wholeMatchVideo(MATCH), wholeMatchVideo(OTHER_MATCH)];
const filter = (fields: Partial<ClipFilter>): ClipFilter => ({ ...EMPTY_CLIP_FILTER, matches: [MATCH], ...fields });
const listed = (fields: Partial<ClipFilter>, input: Partial<Parameters<typeof buildPlaylist>[0]> = {}) =>
  buildPlaylist({ events, videos, filter: filter(fields), rolls: { pre: null, post: null }, ...input }).clips.map(
    (clip) => clip.event,
  );

describe('playlist filtering', () => {
  it.each<[string, Partial<ClipFilter>, MatchEvent[]]>([
    [
      'no filter lists every tagged event of the match in play order',
      {},
      [miss7, theirGoal, goal7ManUp, manDownExclusion, goal5, turnover],
    ],
    ['bookkeeping rows stay out unless their type is asked for', { type: 'OFFENSE_START' }, [possessionStart]],
    ['a team keeps only its own log', { team: US.id }, [miss7, goal7ManUp, manDownExclusion, goal5, turnover]],
    ['a type keeps that type', { team: US.id, type: 'BALLLOST' }, [turnover]],
    ['an outcome keeps shots of that outcome', { team: US.id, outcome: 'GOAL' }, [goal7ManUp, goal5]],
    ['a situation keeps shots of that situation', { situation: 'CENTER' }, [miss7]],
    ['a player keeps that cap of the team', { team: US.id, player: 7 }, [miss7, goal7ManUp, turnover]],
    ['a quarter keeps that quarter', { quarter: 4 }, [goal5, turnover]],
    ['man-up keeps events attacking with the extra player', { manAdvantage: 'MAN_UP' }, [goal7ManUp]],
    ['man-down keeps events defending a player short', { manAdvantage: 'MAN_DOWN' }, [manDownExclusion]],
    ['needs review keeps the flagged events', { needsReview: true }, [turnover]],
    [
      'man-up goals of player 7 is one clip',
      { team: US.id, player: 7, type: 'SHOOT', outcome: 'GOAL', manAdvantage: 'MAN_UP' },
      [goal7ManUp],
    ],
    [
      'matches play in the order chosen',
      { matches: [OTHER_MATCH, MATCH], team: US.id, type: 'SHOOT', outcome: 'GOAL', player: 7 },
      [goalInOtherMatch, goal7ManUp],
    ],
    ['no match chosen lists nothing', { matches: [] }, []],
    [
      'a figure’s events play in play order, whatever order they were listed in',
      { team: US.id, events: [turnover.uuid, goal7ManUp.uuid, miss7.uuid] },
      [miss7, goal7ManUp, turnover],
    ],
    ['a listed bookkeeping row stays out, as without a list', { events: [possessionStart.uuid, goal5.uuid] }, [goal5]],
  ])('%s', (_name, fields, expected) => {
    expect(listed(fields)).toEqual(expected);
  });

  it('an event opened by link is listed even where the filter leaves it out', () => {
    expect(listed({ type: 'SHOOT', outcome: 'GOAL', team: US.id }, { pinnedUuid: possessionStart.uuid })).toEqual([
      possessionStart,
      goal7ManUp,
      goal5,
    ]);
  });

  it('an event without video time, or without a covering video, cannot play and is counted apart', () => {
    const playlist = buildPlaylist({
      events,
      videos: [quarterVideo(1)],
      filter: filter({ team: US.id, type: 'SHOOT', outcome: 'GOAL' }),
      rolls: { pre: null, post: null },
    });
    expect(playlist.clips).toEqual([]);
    expect(playlist.withoutVideo).toEqual([noVideoTime, goal7ManUp, goal5]);
    const withTime = buildPlaylist({
      events,
      videos,
      filter: filter({ player: 7, outcome: 'GOAL', quarter: 1 }),
      rolls: { pre: null, post: null },
    });
    expect(withTime.withoutVideo).toEqual([noVideoTime]);
  });

  it('a clip takes the per-type default, the global setting and its own roll, in that order of strength', () => {
    const playlist = buildPlaylist({
      events,
      videos,
      filter: filter({ team: US.id, quarter: 4 }),
      rolls: { pre: null, post: 5 },
      overrides: { [turnover.uuid]: { pre: 1 } },
    });
    expect(playlist.clips.map(({ start, end, videoTime }) => [videoTime, start, end])).toEqual([
      [100, 92, 105],
      [200, 199, 205],
    ]);
  });
});

describe('mirrored rows of one happening', () => {
  const ours = clipEvent('SHOOT', {
    uuid: 'b0000000-0000-4000-8000-000000000001',
    opponentEventUuid: 'a0000000-0000-4000-8000-000000000001',
    shootOutcome: 'GOAL',
  });
  const mirror = clipEvent('SHOOTAGAINST', {
    uuid: 'a0000000-0000-4000-8000-000000000001',
    opponentEventUuid: ours.uuid,
    team: THEM,
    offense: false,
    shootOutcome: 'GOAL',
  });
  const swimWon = clipEvent('SWIMOFF', {
    uuid: 'c0000000-0000-4000-8000-000000000001',
    opponentEventUuid: 'd0000000-0000-4000-8000-000000000001',
    offense: false,
    time: 0,
  });
  const swimLost = clipEvent('SWIMOFFAGAINST', {
    uuid: 'd0000000-0000-4000-8000-000000000001',
    opponentEventUuid: swimWon.uuid,
    team: THEM,
    offense: false,
    time: 0,
  });
  const both = (fields: Partial<ClipFilter>) =>
    buildPlaylist({
      events: [mirror, ours, swimLost, swimWon],
      videos,
      filter: filter(fields),
      rolls: { pre: null, post: null },
    }).clips.map((c) => c.event.uuid);

  it.each<[string, Partial<ClipFilter>, string[]]>([
    ['both teams listed play a goal once, from the attacking side', { type: null, outcome: 'GOAL' }, [ours.uuid]],
    ['on a tie of sides the smaller uuid stays', { type: null, outcome: null, quarter: 1 }, [swimWon.uuid, ours.uuid]],
    [
      'one team chosen keeps its own row even if it is the defending one',
      { team: THEM.id, outcome: 'GOAL' },
      [mirror.uuid],
    ],
  ])('%s', (_name, fields, expected) => {
    expect(both(fields)).toEqual(expected);
  });
});

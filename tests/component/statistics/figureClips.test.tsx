import { describe, expect, it } from 'vitest';
import { createEventClipLinker } from '../../../src/app/statistics/clips/clipLinker';
import { createPossessionClipLinker } from '../../../src/app/statistics/clips/possessionClipLinker';
import { shotMapClips } from '../../../src/app/statistics/clips/shotMapClips';
import { lineupsTable } from '../../../src/app/statistics/tables/lineupsTable';
import { possessionOutcomeTable, possessionQuarterTable } from '../../../src/app/statistics/tables/possessionTables';
import { poolZoneTable } from '../../../src/app/statistics/tables/zoneTables';
import { computeStatistics, type StatsMatch } from '../../../src/domain/stats';
import { MAX_CLIP_EVENTS, parseClipQuery } from '../../../src/domain/video';
import { possessionClips } from '../../../src/domain/video/possessionClips';
import { event, matchOf, matchPlayer, possession, shot, THEM, US } from '../../unit/domain/stats/statsBuilders';

const KOVACS = matchPlayer(5, 105, { firstName: 'Gergely', lastName: 'Kovacs' });

// Match 1 (with video): two shots from inside 5 m on the left, one from the centre 5–8 m; match 2 (no video) one more
// from the left. Two attacks, one lineup.
const first = possession({ quarter: 2, playersInWater: [1, 5, 7] });
const second = possession({ quarter: 2, timeFrom: 60, timeTo: 90, playersInWater: [1, 5, 7] });
const leftGoal = shot('GOAL', { possessionUuid: first.uuid, quarter: 2, shootFromPoolX: 300, shootFromPoolY: 300 });
const leftMiss = shot('MISSAGAINST', {
  possessionUuid: second.uuid,
  quarter: 2,
  shootFromPoolX: 200,
  shootFromPoolY: 400,
});
const centreSave = shot('MISSAGAINST', {
  quarter: 3,
  shootFromPoolX: 1000,
  shootFromPoolY: 600,
  shootResult: 'SAVED',
  playerNumber: 7,
});
const badPass = event('BALLLOST', { possessionUuid: second.uuid, quarter: 2, turnOverType: 'BAD_PASS' });
const withVideo = matchOf([leftGoal, leftMiss, centreSave, badPass], [first, second], {
  id: 1,
  matchPlayers: [KOVACS],
});
const withoutVideo = matchOf([shot('GOAL', { shootFromPoolX: 100, shootFromPoolY: 100 })], [], { id: 2 });

function linked(matches: StatsMatch[] = [withVideo, withoutVideo]) {
  const [us] = computeStatistics(matches, { teamId: US.id }).teams;
  const clipEvents = createEventClipLinker([1]);
  const clipPossessions = createPossessionClipLinker(possessionClips(matches, { teamId: US.id }), clipEvents);
  return { us: us!, clipEvents, clipPossessions };
}

/** The events a link lists and the one it opens at, as the video screen reads them. */
const played = (href: string | null | undefined) => {
  if (!href) return null;
  const { filter, event } = parseClipQuery(href.slice(href.indexOf('?')));
  return { matches: filter.matches, team: filter.team, events: filter.events, event };
};

describe('the shot map’s clips', () => {
  it('a shot of a match with video opens that one shot; a shot of a match without video is no link', () => {
    const { us, clipEvents } = linked();
    const clips = shotMapClips(us, clipEvents);
    const [goal, , , noVideo] = us.shotMap.points;
    expect(played(clips.shot(goal!)?.href)).toEqual({
      matches: [1],
      team: US.id,
      events: [leftGoal.uuid],
      event: leftGoal.uuid,
    });
    expect(clips.shot(goal!)?.label).toBe('Clip: #5 KovG Goal, Q2');
    expect(clips.shot(us.shotMap.points[2]!)?.label).toBe('Clip: #7 Saved, Q3');
    expect(noVideo?.matchId).toBe(2);
    expect(clips.shot(noVideo!)).toBeNull();
  });

  it('a zone opens exactly its shots in matches with video, in the map and in the zone table', () => {
    const { us, clipEvents } = linked();
    const clips = shotMapClips(us, clipEvents);
    expect(played(clips.zone('left-inside5')?.href)?.events).toEqual([leftGoal.uuid, leftMiss.uuid]);
    expect(clips.zone('left-inside5')?.label).toBe('Shots from left inside 5 m of Us: 2/3, play clips');
    expect(played(clips.zone('centre-5to8')?.href)?.events).toEqual([centreSave.uuid]);
    expect(clips.zone('right-beyond8')).toBeNull();
    const rows = poolZoneTable(us, clips).rows;
    expect(rows.find((row) => row.key === 'left-inside5')?.cells[1]?.href).toBe(clips.zone('left-inside5')?.href);
    expect(rows.find((row) => row.key === 'right-beyond8')?.cells[1]?.href).toBeUndefined();
  });

  it('a zone with more shots than one link carries is no link', () => {
    const many = Array.from({ length: MAX_CLIP_EVENTS + 1 }, () =>
      shot('MISSAGAINST', { shootFromPoolX: 300, shootFromPoolY: 300 }),
    );
    const { us, clipEvents } = linked([matchOf(many, [], { id: 1 })]);
    expect(shotMapClips(us, clipEvents).zone('left-inside5')).toBeNull();
  });

  it('the opponent, scored only from our side, has no events of its own to play', () => {
    const [them] = computeStatistics([withVideo], { teamId: THEM.id }).teams;
    expect(them!.mirroredMatches).toEqual([1]);
    expect(createEventClipLinker([1])(them!, [{ matchId: 1, uuid: leftGoal.uuid }])).toBeNull();
  });
});

describe('the possession and lineup figures’ clips', () => {
  it('an outcome plays the events of the possessions that ended so, a count those of every possession', () => {
    const { us, clipPossessions } = linked();
    const rows = possessionOutcomeTable(us, clipPossessions).rows;
    const cellOf = (key: string, column: number) => rows.find((row) => row.key === key)?.cells[column];
    expect(played(cellOf('count', 1)?.href)?.events).toEqual([leftGoal.uuid, leftMiss.uuid, badPass.uuid]);
    expect(cellOf('count', 1)?.label).toBe('Possessions (Attack) of Us: 2, play clips');
    expect(played(cellOf('goal', 1)?.href)?.events).toEqual([leftGoal.uuid]);
    expect(cellOf('goal', 1)?.label).toBe('Possessions ending in Goal (Attack) of Us: 1 (50%), play clips');
    expect(played(cellOf('badPass', 1)?.href)?.events).toEqual([leftMiss.uuid, badPass.uuid]);
    // No defence was recorded: nothing to play.
    expect(cellOf('count', 2)?.href).toBeUndefined();
  });

  it('a quarter’s attacks and goals play the events of those possessions', () => {
    const { us, clipPossessions } = linked();
    const q2 = possessionQuarterTable(us, clipPossessions).rows.find((row) => row.key === '2')!;
    expect(played(q2.cells[1]?.href)?.events).toEqual([leftGoal.uuid, leftMiss.uuid, badPass.uuid]);
    expect(played(q2.cells[3]?.href)?.events).toEqual([leftGoal.uuid]);
    expect(q2.cells[3]?.label).toBe('Possessions ending in a goal (Attack) in Q2 of Us: 1, play clips');
  });

  it('a lineup plays every event while it was in the water, its attacks those of its attacks', () => {
    const { us, clipPossessions } = linked();
    const [unit] = lineupsTable(us, clipPossessions).rows;
    expect(played(unit?.cells[0]?.href)?.events).toEqual([leftGoal.uuid, leftMiss.uuid, badPass.uuid]);
    expect(unit?.cells[0]?.label).toBe(
      'Everything while Cap 1, Cap 7, KovG were in the water of Us: 1 5 7, play clips',
    );
    expect(played(unit?.cells[1]?.href)?.events).toEqual([leftGoal.uuid, leftMiss.uuid, badPass.uuid]);
    expect(unit?.cells[2]?.href).toBeUndefined();
  });

  it('without video, or before the events are read, nothing links', () => {
    const matches = [withVideo];
    const [us] = computeStatistics(matches, { teamId: US.id }).teams;
    const noVideo = createPossessionClipLinker(possessionClips(matches, {}), createEventClipLinker([]));
    const unread = createPossessionClipLinker(undefined, createEventClipLinker([1]));
    for (const clip of [noVideo, unread]) {
      const cells = [...possessionOutcomeTable(us!, clip).rows, ...lineupsTable(us!, clip).rows].flatMap(
        (row) => row.cells,
      );
      expect(cells.filter((cell) => cell.href)).toEqual([]);
    }
  });
});

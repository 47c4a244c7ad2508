import { describe, expect, it } from 'vitest';
import { ours, shot, shotAgainst } from './statsBuilders';

describe('shot map', () => {
  it('places our shots with a pool point, coloured by outcome', () => {
    const stats = ours([
      shot('GOAL', { shootFromPoolX: 1000, shootFromPoolY: 400 }),
      shot('MISSAGAINST', { shootFromPoolX: 1000, shootFromPoolY: 450, shootToGoalX: 100, shootToGoalY: 50 }),
      shot('MISSAGAINST', { shootFromPoolX: 300, shootFromPoolY: 900, shootToGoalX: 350, shootToGoalY: 50 }),
      shot('BLOCKAGAINST', { shootFromPoolX: 1500, shootFromPoolY: 600 }),
      shot('GOAL'),
    ]);
    expect(stats.shotMap.points.map((point) => [point.x, point.y, point.outcome, point.playerKey])).toEqual([
      [1000, 400, 'goal', 'c5'],
      [1000, 450, 'saved', 'c5'],
      [300, 900, 'missed', 'c5'],
      [1500, 600, 'blocked', 'c5'],
    ]);
    expect(stats.shotMap.zones['centre-inside5']).toEqual({ made: 1, attempts: 2, percent: 50 });
    expect(stats.shotMap.zones['left-beyond8']).toEqual({ made: 0, attempts: 1, percent: 0 });
    expect(stats.shotMap.zones['right-5to8']).toEqual({ made: 0, attempts: 1, percent: 0 });
    expect(stats.shotMap.zones['right-inside5'].attempts).toBe(0);
  });
});

describe('goal map', () => {
  it.each([
    ['top left', 10, 85, 0],
    ['top right', 299, 60, 2],
    ['middle centre', 150, 45, 4],
    ['bottom right', 250, 5, 8],
  ])('puts a goal point %s in zone %#', (_case, x, y, zone) => {
    const stats = ours([shot('GOAL', { shootToGoalX: x, shootToGoalY: y })]);
    expect(stats.goalMap.zones[zone]).toEqual({ zone, goals: 1, saves: 0, savePercent: 0 });
  });

  it('gives our goalkeeper’s save percentage per zone, with shots on target without a point apart', () => {
    const stats = ours([
      shotAgainst('GOAL', { shootToGoalX: 150, shootToGoalY: 45 }),
      shotAgainst('MISSFOR', { shootToGoalX: 160, shootToGoalY: 40 }),
      shotAgainst('MISSFOR', { shootToGoalX: 140, shootToGoalY: 50 }),
      shotAgainst('MISSFOR', { shootToGoalX: 500, shootToGoalY: 40 }),
      shotAgainst('MISSFOR', { notes: 'Action shot - Saved' }),
    ]);
    expect(stats.goalMapAgainst.zones[4]).toEqual({ zone: 4, goals: 1, saves: 2, savePercent: 66.7 });
    expect(stats.goalMapAgainst.unplaced).toEqual({ goals: 0, saves: 1 });
    expect(stats.goalMap.zones.every((zone) => zone.goals + zone.saves === 0)).toBe(true);
  });
});

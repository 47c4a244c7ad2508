import { describe, expect, it } from 'vitest';
import { boxScore } from '../../../../src/domain/stats';
import type { BoxScoreColumn } from '../../../../src/domain/stats';
import { shot } from './statsBuilders';

describe('boxScore', () => {
  it.each<[string, Parameters<typeof shot>[1], BoxScoreColumn]>([
    ['an action shot', { shootSituation: 'ACTION' }, 'action'],
    ['a centre shot', { shootSituation: 'CENTER' }, 'centre'],
    ['a man-up action shot', { shootSituation: 'ACTION', extraPlayer: true }, 'extraPlayer'],
    ['a man-up centre shot', { shootSituation: 'CENTER', extraPlayer: true }, 'extraPlayer'],
    ['a direct free throw', { shootSituation: 'DIRECT_FREE_THROW' }, 'directFreeThrow'],
    ['a penalty, even man-up', { shootSituation: 'PENALTY', extraPlayer: true }, 'penalty'],
    ['a counterattack', { shootSituation: 'COUNTERATTACK' }, 'counterattack'],
    ['a drive', { shootSituation: 'DRIVE' }, 'drive'],
    ['a shot without situation', { shootSituation: null }, 'other'],
    ['a shootout shot', { shootSituation: 'PENALTYSHOOTOUT', quarter: 5 }, 'shootout'],
  ])('counts %s in its own category', (_case, fields, column) => {
    const line = boxScore([shot('GOAL', fields), shot('MISSAGAINST', fields)]);
    expect(line[column]).toEqual({ made: 1, attempts: 2, percent: 50 });
    const others = Object.entries(line).filter(([name]) => name !== column && name !== 'total');
    expect(others.every(([, fraction]) => fraction.attempts === 0)).toBe(true);
  });

  it('totals every category but the shootout, with a one-decimal percentage', () => {
    const line = boxScore([
      shot('GOAL'),
      shot('MISSFOR', { shootSituation: 'CENTER' }),
      shot('BLOCKAGAINST', { shootSituation: 'CENTER' }),
      shot('GOAL', { shootSituation: 'PENALTYSHOOTOUT', quarter: 5 }),
    ]);
    expect(line.total).toEqual({ made: 1, attempts: 3, percent: 33.3 });
    expect(line.shootout).toEqual({ made: 1, attempts: 1, percent: 100 });
  });

  it('has no percentage without attempts', () => {
    expect(boxScore([]).total).toEqual({ made: 0, attempts: 0, percent: null });
  });
});

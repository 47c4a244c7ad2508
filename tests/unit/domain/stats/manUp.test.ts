import { describe, expect, it } from 'vitest';
import { event, ours, possession, shot, shotAgainst } from './statsBuilders';

describe('man-up and man-down', () => {
  const manUp = possession({ offense: true, extraPlayer: true });
  const manUp2 = possession({ offense: true, extraPlayer: true });
  const even = possession({ offense: true, extraPlayer: false });
  const manDown = possession({ offense: false, extraPlayer: true });

  it('gives man-up per opportunity as goals in our extra-player possessions of those possessions', () => {
    const stats = ours(
      [shot('GOAL', { possessionUuid: manUp.uuid, extraPlayer: true }), shot('GOAL', { possessionUuid: even.uuid })],
      [manUp, manUp2, even],
    );
    expect(stats.manUp.perOpportunity).toEqual({ made: 1, attempts: 2, percent: 50 });
  });

  it('gives man-up per shot over man-up shots, penalties and shootout left out', () => {
    const stats = ours([
      shot('GOAL', { extraPlayer: true }),
      shot('MISSAGAINST', { extraPlayer: true }),
      shot('BLOCKFOR', { extraPlayer: true, shootSituation: 'CENTER' }),
      shot('GOAL', { extraPlayer: true, shootSituation: 'PENALTY' }),
      shot('GOAL', { extraPlayer: false }),
    ]);
    expect(stats.manUp.perShot).toEqual({ made: 1, attempts: 3, percent: 33.3 });
  });

  it.each([
    [
      'man-up goals of exclusions earned',
      [
        event('EXCLUSIONAGAINST', { exclusionType: 'NORMAL' }),
        event('EXCLUSIONAGAINST', { exclusionType: 'WITH_SUBSTITUTION' }),
        shot('GOAL', { extraPlayer: true }),
      ],
      { made: 1, attempts: 2 },
    ],
    [
      'a pair exclusion is no opportunity',
      [event('EXCLUSIONAGAINST', { exclusionType: 'PAIR' }), event('EXCLUSIONAGAINST')],
      { made: 0, attempts: 1 },
    ],
    [
      'a penalty scored during the advantage is not a man-up goal',
      [event('EXCLUSIONAGAINST'), shot('GOAL', { extraPlayer: true, shootSituation: 'PENALTY' })],
      { made: 0, attempts: 1 },
    ],
    ['no exclusions earned gives no percentage', [shot('GOAL')], { made: 0, attempts: 0, percent: null }],
  ])('gives the official extra-man figure as %s', (_case, events, expected) => {
    expect(ours(events).manUp.official).toMatchObject(expected);
  });

  it('gives man-down defence as 1 − goals conceded in our man-down possessions of those possessions', () => {
    const second = possession({ offense: false, extraPlayer: true });
    const stats = ours(
      [shotAgainst('GOAL', { possessionUuid: manDown.uuid, extraPlayer: true })],
      [manDown, second, even],
    );
    expect(stats.manDown.perOpportunity).toEqual({ possessions: 2, goalsConceded: 1, percent: 50 });
  });

  it('gives man-down per shot as goals conceded of the opponent’s man-up shots, penalties and shootout left out', () => {
    const stats = ours([
      shotAgainst('GOAL', { extraPlayer: true }),
      shotAgainst('MISSFOR', { extraPlayer: true }),
      shotAgainst('BLOCKAGAINST', { extraPlayer: true, shootSituation: 'CENTER' }),
      shotAgainst('MISSFOR', { extraPlayer: true }),
      shotAgainst('GOAL', { extraPlayer: true, shootSituation: 'PENALTY' }),
      shotAgainst('GOAL', { extraPlayer: true, quarter: 5, shootSituation: 'PENALTYSHOOTOUT' }),
      shotAgainst('GOAL', { extraPlayer: false }),
      shot('GOAL', { extraPlayer: true }),
    ]);
    expect(stats.manDown.perShot).toEqual({ made: 1, attempts: 4, percent: 25 });
  });

  it('gives the opponent’s official conversion against us beside it', () => {
    const stats = ours([
      event('EXCLUSIONFOR'),
      event('EXCLUSIONFOR'),
      event('EXCLUSIONFOR'),
      event('EXCLUSIONFOR'),
      shotAgainst('GOAL', { extraPlayer: true }),
    ]);
    expect(stats.manDown.official).toEqual({ made: 1, attempts: 4, percent: 25 });
  });
});

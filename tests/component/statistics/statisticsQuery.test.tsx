import { describe, expect, it } from 'vitest';
import { formatStatisticsQuery, parseStatisticsQuery } from '../../../src/app/statistics/statisticsQuery';
import { EMPTY_STATISTICS_VIEW, type StatisticsView } from '../../../src/app/statistics/statisticsView';

const view = (change: Partial<StatisticsView>): StatisticsView => ({ ...EMPTY_STATISTICS_VIEW, ...change });

describe('the statistics view in the URL', () => {
  it.each<[string, Partial<StatisticsView>]>([
    ['the default view', {}],
    ['matches, team, quarter and tab', { matchIds: [1, 2], teamId: 3, quarters: [4], tabIndex: 1 }],
    ['league, season with a slash, opponents', { leagueIds: [7], seasons: ['2024/25'], opponentIds: [5, 6] }],
    [
      'situations, players and man-down',
      { situations: ['CENTER', 'PENALTY'], players: ['p12', 'c7'], manUp: 'MAN_DOWN', tabIndex: 6 },
    ],
  ])('%s survives a round trip', (_name, change) => {
    const written = formatStatisticsQuery(view(change));
    expect(parseStatisticsQuery(`?${written}`)).toEqual(view(change));
  });

  it('writes the short, shareable form with readable commas', () => {
    expect(formatStatisticsQuery(view({ matchIds: [1, 2], teamId: 3, quarters: [4], tabIndex: 1 }))).toBe(
      'matches=1,2&team=3&quarter=4&tab=players',
    );
    expect(formatStatisticsQuery(view({ seasons: ['2024/25'] }))).toBe('season=2024%2F25');
    expect(formatStatisticsQuery(EMPTY_STATISTICS_VIEW)).toBe('');
  });

  it('ignores what it does not know instead of failing', () => {
    expect(
      parseStatisticsQuery(
        '?matches=1,x,-2,1&team=abc&quarter=9&situation=DIVE&player=drop;table&manUp=SOMETIMES&tab=nope',
      ),
    ).toEqual(view({ matchIds: [1] }));
  });
});

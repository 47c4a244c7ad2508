import { describe, expect, it } from 'vitest';
import {
  computeStatistics,
  isServedBySummaries,
  slicedQuarterOf,
  SLICED_QUARTERS,
  statisticsFromSummaries,
  summarizeMatch,
  type StatsFilter,
  type StatsMatch,
  type TeamStatistics,
} from '../../../../src/domain/stats';
import { season } from '../../../bench/season';
import { scriptedStatsMatches } from './scriptedStatsMatches';

/** The three scripted demo matches, plus the first again as scored by one side only. */
function scriptedMatches(): StatsMatch[] {
  const matches: StatsMatch[] = scriptedStatsMatches().map(({ logs: _logs, ...match }) => match);
  const [first] = matches;
  const oneSided = { ...first!, match: { ...first!.match, id: 4, league: null } };
  return [
    ...matches,
    {
      ...oneSided,
      events: first!.events.filter((event) => event.team.id === 1).map((event) => ({ ...event, match: { id: 4 } })),
      possessions: first!.possessions.filter((possession) => possession.team.id === 1),
    },
  ];
}

const FILTERS: [string, StatsFilter][] = [
  ['every side', {}],
  ['one team', { teamId: 2 }],
  ['one opponent', { opponentIds: [3] }],
  ['chosen matches', { matchIds: [2, 3] }],
  ['a league', { leagueIds: [7] }],
  ['a season', { seasons: ['2026'] }],
  ['a team in a season', { teamId: 3, seasons: ['2025'] }],
  ['nothing left', { teamId: 999 }],
];

const summarized = (matches: readonly StatsMatch[]) =>
  matches.map((input) => ({ match: input.match, summary: structuredClone(summarizeMatch(input)) }));

describe('statistics from stored match summaries equal the full computation', () => {
  const scripted = scriptedMatches();
  it.each(FILTERS)('the scripted matches, %s', (_, filter) => {
    expect(statisticsFromSummaries(summarized(scripted), filter)).toEqual(computeStatistics(scripted, filter));
  });

  const generated = season().slice(0, 40);
  it.each(FILTERS.slice(0, 3))('a generated season, %s', (_, filter) => {
    const teamFilter = filter.teamId === 2 ? { teamId: 4 } : filter;
    expect(statisticsFromSummaries(summarized(generated), teamFilter)).toEqual(
      computeStatistics(generated, teamFilter),
    );
  });
});

const sliced = (matches: readonly StatsMatch[], quarter: number) =>
  matches.map((input) => ({ match: input.match, summary: structuredClone(summarizeMatch(input, quarter)) }));

/** Each quarter alone and with the side-choosing filters. */
const quarterCases = (filters: readonly StatsFilter[]): [string, StatsFilter][] =>
  SLICED_QUARTERS.flatMap((quarter) =>
    filters.map((filter): [string, StatsFilter] => [
      `quarter ${quarter} ${JSON.stringify(filter)}`,
      { ...filter, quarters: [quarter] },
    ]),
  );

describe("one quarter's statistics from the stored quarter slices equal the full computation", () => {
  const scripted = scriptedMatches();
  it.each(quarterCases([{}, { teamId: 2 }, { opponentIds: [3] }, { matchIds: [2, 3] }, { teamId: 1, matchIds: [4] }]))(
    'the scripted matches, %s',
    (_, filter) => {
      const quarter = slicedQuarterOf(filter)!;
      expect(statisticsFromSummaries(sliced(scripted, quarter), filter)).toEqual(computeStatistics(scripted, filter));
    },
  );

  const generated = season().slice(0, 40);
  it.each(quarterCases([{}, { teamId: 4 }, { opponentIds: [3] }, { matchIds: [2, 3, 5] }]))(
    'a generated season, %s',
    (_, filter) => {
      const quarter = slicedQuarterOf(filter)!;
      expect(statisticsFromSummaries(sliced(generated, quarter), filter)).toEqual(computeStatistics(generated, filter));
    },
  );

  it('the slices of several quarters do not merge into their figures: a match counts once per player', () => {
    const quarters = [1, 2];
    const merged = statisticsFromSummaries(
      quarters.flatMap((quarter) => sliced(generated, quarter)),
      { quarters },
    );
    const computed = computeStatistics(generated, { quarters });
    expect(merged.teams.map((team) => team.boxScore)).toEqual(computed.teams.map((team) => team.boxScore));
    const matchesPlayed = (statistics: typeof computed) =>
      statistics.teams.flatMap((team) => team.players.map((player) => player.matches));
    expect(matchesPlayed(merged)).not.toEqual(matchesPlayed(computed));
  });
});

describe('which filters the quarter slices serve', () => {
  it.each<[string, StatsFilter, number | null]>([
    ['no quarter', {}, null],
    ['one quarter', { quarters: [4] }, 4],
    ['the shootout', { quarters: [5] }, 5],
    [
      'one quarter with league, season, matches, team, opponent',
      { quarters: [2], leagueIds: [1], seasons: ['2026'], matchIds: [1], teamId: 1, opponentIds: [2] },
      2,
    ],
    ['one quarter with empty lists', { quarters: [3], situations: [], players: [], manUp: null }, 3],
    ['several quarters', { quarters: [1, 2] }, null],
    ['a quarter no slice holds', { quarters: [6] }, null],
    ['one quarter and a situation', { quarters: [4], situations: ['CENTER'] }, null],
    ['one quarter and a player', { quarters: [4], players: ['p1'] }, null],
    ['one quarter and a man-up state', { quarters: [4], manUp: 'MAN_UP' }, null],
  ])('%s', (_, filter, quarter) => {
    expect(slicedQuarterOf(filter)).toBe(quarter);
  });
});

describe('which filters the summaries serve', () => {
  it.each<[string, StatsFilter, boolean]>([
    ['no filter', {}, true],
    [
      'league, season, matches, team, opponent',
      { leagueIds: [1], seasons: ['2026'], matchIds: [1], teamId: 1, opponentIds: [2] },
      true,
    ],
    ['empty lists', { quarters: [], situations: [], players: [], manUp: null }, true],
    ['a quarter', { quarters: [4] }, false],
    ['a situation', { situations: ['CENTER'] }, false],
    ['a player', { players: ['p1'] }, false],
    ['a man-up state', { manUp: 'MAN_UP' }, false],
  ])('%s', (_, filter, isServed) => {
    expect(isServedBySummaries(filter)).toBe(isServed);
  });
});

describe('the box-score stage', () => {
  it('gives the box score, goals and team counts of the complete figures, and leaves the long lists empty', () => {
    const matches = summarized(scriptedMatches());
    const complete = statisticsFromSummaries(matches, {});
    const boxScore = statisticsFromSummaries(matches, {}, 'boxScore');
    const shown = (team: TeamStatistics) => ({
      ...team,
      players: [],
      lineups: [],
      shotMap: null,
      goalMap: null,
      goalMapAgainst: null,
      possessions: null,
    });
    expect(boxScore.teams.map(shown)).toEqual(complete.teams.map(shown));
    expect(boxScore.teams.every((team) => team.players.length === 0 && team.lineups.length === 0)).toBe(true);
    expect(complete.teams.every((team) => team.players.length > 0)).toBe(true);
  });
});

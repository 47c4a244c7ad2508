import { beforeEach, describe, expect, it } from 'vitest';
import { applyCaptureWrites } from '../../../../src/data/captureState/applyCaptureWrites';
import { db, type MatchRow } from '../../../../src/data/db';
import {
  cacheMatchLog,
  completeSummary,
  loadStatsSummaries,
  readQuarterSummaries,
  readStatsMatches,
  readUnslicedMatches,
  readStatsSummaries,
  refreshStatsSummaries,
} from '../../../../src/data/statistics';
import type { MatchEvent, Possession } from '../../../../src/domain/model';
import {
  computeStatistics,
  SLICED_QUARTERS,
  statisticsFromSummaries,
  summarizeMatch,
  type StatsFilter,
  type StatsMatch,
} from '../../../../src/domain/stats';
import { season } from '../../../bench/season';
import { scriptedStatsMatches } from '../../domain/stats/scriptedStatsMatches';

const FILTERS: StatsFilter[] = [{}, { teamId: 2 }, { opponentIds: [3] }, { matchIds: [1] }];

const matchRow = ({ match }: StatsMatch): MatchRow => ({
  id: match.id,
  name: match.name ?? `Match ${match.id}`,
  team1: { id: match.team1.id, name: match.team1.name ?? undefined },
  team2: { id: match.team2.id, name: match.team2.name ?? undefined },
  status: 'ENDED',
});

const pull = (
  matchId: number,
  events: readonly MatchEvent[],
  possessions: readonly Possession[],
  matchPlayers: StatsMatch['matchPlayers'] = [],
) =>
  cacheMatchLog({
    matchIds: [matchId],
    events: events.map((event) => ({ ...event, match: { id: matchId } })),
    possessions: possessions.map((possession) => ({ ...possession, match: { id: matchId } })),
    matchPlayers: (matchPlayers ?? []).map((matchPlayer, index) => ({ ...matchPlayer, id: matchId * 100 + index })),
    matchVideos: [],
  });

/**
 * What the device stores equals a full recompute: each stored summary, completed, equals one computed again
 * from the cached log; the statistics merged from the summaries equal computeStatistics over every cached
 * event, and the box score merged from the stored rows as read (long lists not parsed) equals its stage.
 * The same for each quarter's slices, with that quarter chosen.
 */
async function expectSummariesEqualRecompute(matchIds: number[]): Promise<void> {
  const { matches: logs } = await readStatsMatches(matchIds);
  for (const quarter of [undefined, ...SLICED_QUARTERS]) {
    const { matches: stored, stale } = await loadStatsSummaries(matchIds, quarter);
    expect(stale).toEqual([]);
    const summaries = stored.map(({ match, summary }) => ({ match, summary: completeSummary(summary) }));
    for (const log of logs) {
      const row = stored.find(({ match }) => match.id === log.match.id)!.summary;
      expect(completeSummary(row)).toEqual(summarizeMatch(log, quarter));
    }
    for (const sideFilter of FILTERS) {
      const filter = quarter === undefined ? sideFilter : { ...sideFilter, quarters: [quarter] };
      const statistics = computeStatistics(logs, filter);
      expect(statisticsFromSummaries(summaries, filter)).toEqual(statistics);
      expect(statisticsFromSummaries(stored, filter, 'boxScore')).toEqual(
        statisticsFromSummaries(summaries, filter, 'boxScore'),
      );
    }
  }
}

const goalOf = (event: MatchEvent, uuid: string): MatchEvent => ({
  ...event,
  uuid,
  id: undefined,
  time: event.time + 1,
});

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('stored statistics summaries follow every change of the cached logs', () => {
  it('the scripted matches: a pull, a capture, an edit, a delete and the late scorer linking in', async () => {
    const scripted = scriptedStatsMatches();
    const ids = scripted.map(({ match }) => match.id);
    await db.matches.bulkPut(scripted.map(matchRow));
    // Only team 1's scorer has delivered yet: team 2's side is mirrored.
    for (const { match, logs } of scripted) await pull(match.id, logs.team1.events, logs.team1.possessions);
    expect(await db.matchSummaries.count()).toBe(3);
    await expectSummariesEqualRecompute(ids);

    const shot = scripted[0]!.logs.team1.events.find(
      (event) => event.type === 'SHOOT' && event.shootOutcome === 'GOAL',
    )!;
    expect(await db.matchQuarterSummaries.count()).toBe(3 * SLICED_QUARTERS.length);
    await applyCaptureWrites(1, [{ kind: 'putEvent', event: goalOf(shot, 'added-goal') }], null);
    expect(await db.matchSummaries.get(1)).toBeUndefined();
    expect(await db.matchSummaries.get(2)).toBeDefined();
    expect(await db.matchQuarterSummaries.where('matchId').equals(1).count()).toBe(0);
    expect(await db.matchQuarterSummaries.where('matchId').equals(2).count()).toBe(SLICED_QUARTERS.length);
    await expectSummariesEqualRecompute(ids);

    await applyCaptureWrites(
      1,
      [{ kind: 'putEvent', event: { ...shot, shootOutcome: 'MISSFOR', notes: 'Saved' } }],
      null,
    );
    await expectSummariesEqualRecompute(ids);

    const exclusion = scripted[1]!.logs.team1.events.find((event) => event.type.startsWith('EXCLUSION'))!;
    await applyCaptureWrites(2, [{ kind: 'deleteEvent', uuid: exclusion.uuid }], null);
    expect(await db.matchSummaries.get(2)).toBeUndefined();
    await expectSummariesEqualRecompute(ids);

    // Team 2's scorer delivers late; the server has linked both logs.
    for (const { match, logs } of scripted)
      await pull(
        match.id,
        [...logs.team1.events, ...logs.team2.events],
        [...logs.team1.possessions, ...logs.team2.possessions],
      );
    await expectSummariesEqualRecompute(ids);
    const linked = await readStatsSummaries(ids);
    expect(
      linked.matches.flatMap(({ summary }) => summary.sides.map((side) => side.statistics.mirroredMatches)),
    ).toEqual([[], [], [], [], [], []]);
  }, 60_000);

  it('a generated season: rosters, captures, edits and deletes spread over the matches', async () => {
    const matches = season().slice(0, 8);
    const ids = matches.map(({ match }) => match.id);
    await db.matches.bulkPut(matches.map(matchRow));
    for (const match of matches) await pull(match.match.id, match.events, match.possessions, match.matchPlayers);
    await expectSummariesEqualRecompute(ids);

    for (const [index, match] of matches.entries()) {
      const events = match.events;
      const event = events[(index * 37) % events.length]!;
      const writes =
        index % 3 === 0
          ? [{ kind: 'putEvent' as const, event: goalOf(event, `added-${index}`) }]
          : index % 3 === 1
            ? [{ kind: 'putEvent' as const, event: { ...event, quarter: 4, playerNumber: 9 } }]
            : [{ kind: 'deleteEvent' as const, uuid: event.uuid }];
      await applyCaptureWrites(match.match.id, writes, null);
    }
    await expectSummariesEqualRecompute(ids);
  }, 60_000);

  it('a summary of other definitions or of renamed teams is computed again', async () => {
    const [scripted] = scriptedStatsMatches();
    await db.matches.put(matchRow(scripted!));
    await pull(1, scripted!.events, scripted!.possessions);
    await db.matchSummaries.update(1, { definitions: 'an older rule' });
    expect((await readStatsSummaries([1])).stale.map((match) => match.id)).toEqual([1]);
    await expectSummariesEqualRecompute([1]);

    await db.matches.update(1, { team1: { id: 1, name: 'Renamed' } });
    expect((await readStatsSummaries([1])).stale.map((match) => match.id)).toEqual([1]);
    await expectSummariesEqualRecompute([1]);
    expect((await db.matchSummaries.get(1))?.teams[0].name).toBe('Renamed');
  });

  it('quarter slices are computed when missing, every quarter of the match at once, and again when out of date', async () => {
    const [scripted] = scriptedStatsMatches();
    await db.matches.put(matchRow(scripted!));
    await pull(1, scripted!.events, scripted!.possessions);
    const whole = await loadStatsSummaries([1]);
    expect(await readUnslicedMatches(whole)).toEqual(whole.matches.map(({ match }) => match));
    expect((await readQuarterSummaries(whole, 2)).stale.map((match) => match.id)).toEqual([1]);
    expect((await loadStatsSummaries([1], 2)).stale).toEqual([]);
    expect((await db.matchQuarterSummaries.toArray()).map((row) => row.quarter)).toEqual([...SLICED_QUARTERS]);
    expect(await readUnslicedMatches(whole)).toEqual([]);
    await db.matchQuarterSummaries.update([1, 3], { definitions: 'an older rule' });
    expect((await readQuarterSummaries(whole, 3)).stale.map((match) => match.id)).toEqual([1]);
    expect((await readQuarterSummaries(whole, 2)).stale).toEqual([]);
    await expectSummariesEqualRecompute([1]);
  });

  it('a match no longer cached gets nothing stored: a computation that outlives a logout writes no figures', async () => {
    const [scripted] = scriptedStatsMatches();
    await db.matches.put(matchRow(scripted!));
    await pull(1, scripted!.events, scripted!.possessions);
    const { match } = (await loadStatsSummaries([1])).matches[0]!;
    // The user leaves the device while the screen still computes in the background.
    await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((table) => table.clear())));

    await refreshStatsSummaries([match], 'match');
    await refreshStatsSummaries([match], 'quarters');

    expect(await db.matchSummaries.count()).toBe(0);
    expect(await db.matchQuarterSummaries.count()).toBe(0);
  });

  it('a summary stored whole (before the long lists were kept apart) is computed again once', async () => {
    const [scripted] = scriptedStatsMatches();
    await db.matches.put(matchRow(scripted!));
    await pull(1, scripted!.events, scripted!.possessions);
    await db.matchSummaries.put(summarizeMatch({ ...scripted!, events: [] }));
    expect((await readStatsSummaries([1])).stale.map((match) => match.id)).toEqual([1]);
    await expectSummariesEqualRecompute([1]);
    expect((await readStatsSummaries([1])).stale).toEqual([]);
  });

  it('the stored rows keep the long lists apart; a summary computed again is parsed again', async () => {
    const [scripted] = scriptedStatsMatches();
    await db.matches.put(matchRow(scripted!));
    await pull(1, scripted!.events, scripted!.possessions);
    const [before] = (await readStatsSummaries([1])).matches;
    expect(before!.summary.sides.map((side) => side.statistics.players)).toEqual([[], []]);
    expect(before!.summary.sides.map((side) => side.statistics.shotMap.points)).toEqual([[], []]);
    const parsed = completeSummary(before!.summary);
    expect(parsed.sides[0]!.statistics.players.length).toBeGreaterThan(0);
    expect(completeSummary(before!.summary)).toBe(parsed);

    const shot = scripted!.logs.team1.events.find((event) => event.type === 'SHOOT')!;
    await applyCaptureWrites(1, [{ kind: 'putEvent', event: goalOf(shot, 'one-more-shot') }], null);
    const { matches: after } = await loadStatsSummaries([1]);
    expect(after[0]!.summary.stamp).not.toBe(before!.summary.stamp);
    const reparsed = completeSummary(after[0]!.summary);
    expect(reparsed).not.toBe(parsed);
    expect(reparsed.eventCount).toBe(parsed.eventCount + 1);
  });

  it('a summary is dropped with the rows it came from, whichever way they go', async () => {
    const [scripted] = scriptedStatsMatches();
    await db.matches.put(matchRow(scripted!));
    await pull(1, scripted!.events, scripted!.possessions);
    await db.possessions.where('match.id').equals(1).modify({ timeTo: null });
    expect(await db.matchSummaries.get(1)).toBeUndefined();
    await expectSummariesEqualRecompute([1]);
    await db.events.clear();
    expect(await db.matchSummaries.get(1)).toBeUndefined();
    await expectSummariesEqualRecompute([1]);
  }, 30_000);
});

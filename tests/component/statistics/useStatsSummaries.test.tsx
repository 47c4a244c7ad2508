import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { useStatsSummaries } from '../../../src/app/statistics/figures/useStatsSummaries';
import { db, type EventRow } from '../../../src/data/db';

const team1 = { id: 10, name: 'Alpha' };
const team2 = { id: 11, name: 'Beta' };
const event = (uuid: string) =>
  ({
    uuid,
    match: { id: 1 },
    team: team1,
    quarter: 1,
    time: 30,
    type: 'SHOOT',
    offense: true,
    extraPlayer: false,
    needsReview: false,
    timeEstimated: false,
    shootOutcome: 'GOAL',
  }) as EventRow;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.matches.put({ id: 1, name: 'Alpha - Beta', team1, team2, status: 'STARTED' } as never);
  // A capture on this device: no summary is stored for the match.
  await db.events.put(event('captured'));
});

/**
 * The statistics screen opened right after capture: the summary is computed, then dropped again by a write the screen
 * never read in between (the outbox writing the server id back), so the next read finds the same match stale. It must
 * be computed again, or the screen stays on Loading for good.
 */
it('computes again a summary a write dropped after its refresh, while the log was being pulled', async () => {
  const view = renderHook(({ isFetching }) => useStatsSummaries([1], isFetching), {
    initialProps: { isFetching: true },
  });
  await waitFor(() => expect(view.result.current?.stale.map((match) => match.id)).toEqual([1]));
  await waitFor(async () => expect(await db.matchSummaries.get(1)).toBeDefined());
  await db.events.update('captured', { id: 99 });
  view.rerender({ isFetching: false });
  await waitFor(() => expect(view.result.current?.stale).toEqual([]), { timeout: 3000 });
});

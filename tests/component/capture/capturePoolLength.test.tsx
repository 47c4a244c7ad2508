import '../support/autoCleanup';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventEditor } from '../../../src/app/capture/event/EventEditor';
import { useCaptureData } from '../../../src/app/capture/useCaptureData';
import { forgetCaptureStates } from '../../../src/data/captureState';
import { db } from '../../../src/data/db';
import { leagueKey } from '../../../src/data/matchData/leagueKey';
import { createCaptureState, type EventDraft } from '../../../src/domain/capture';
import { cacheCaptureMatch, LEAGUE, MATCH_ID } from '../../unit/data/captureState/captureFixtures';
import { resetDb } from '../../unit/data/outbox/outboxFixtures';

beforeEach(async () => {
  forgetCaptureStates();
  await resetDb();
});
afterEach(() => forgetCaptureStates());

/** The editor as the capture screen renders it, given the pool length of the screen's capture data. */
function EditorOfMatch({ event }: { event: EventDraft | null }) {
  const data = useCaptureData(MATCH_ID, 'team1');
  if (!data) return null;
  return (
    <EventEditor
      event={event}
      state={createCaptureState('team1')}
      match={data.match}
      caps={[1, 2, 3, 4, 5, 6, 7]}
      roster={data.roster.team1}
      opponentRoster={data.roster.team2}
      tone="primary"
      send={vi.fn(async () => ({ writes: [] }))}
      onPoolTap={vi.fn()}
      onShotEnd={vi.fn()}
      onTurnoverType={vi.fn()}
      lastUsed={{}}
      poolLength={data.poolLength}
    />
  );
}

const pictureName = async () => (await screen.findByTestId('pool-picture')).getAttribute('aria-label');

describe("the capture pool picture draws the pool of the match's league, as cached on the device", () => {
  it.each<[string, Record<string, unknown> | null, EventDraft | null, RegExp]>([
    [
      'a league of 25 m pools, on the open shot',
      { poolLength: 25 },
      { type: 'SHOOT' },
      /^25 m pool, up to the halfway/,
    ],
    ['a league of 25 m pools, before the event type', { poolLength: 25 }, null, /^25 m pool, up to the halfway/],
    ['a league that chose none: World Aquatics, 30 m', {}, { type: 'SHOOT' }, /^30 m pool, up to 12\.5 m/],
    ['a league not on the device: World Aquatics, 30 m', null, { type: 'SHOOT' }, /^30 m pool, up to 12\.5 m/],
  ])('%s', async (_case, rules, event, name) => {
    await cacheCaptureMatch({ isLeagueCached: rules !== null });
    if (rules) await db.meta.put({ key: leagueKey(LEAGUE.id), value: { ...LEAGUE, ...rules } });
    render(<EditorOfMatch event={event} />);
    expect(await pictureName()).toMatch(name);
  });

  it('follows a change of the league while the screen is open', async () => {
    await cacheCaptureMatch();
    render(<EditorOfMatch event={{ type: 'SHOOT' }} />);
    expect(await pictureName()).toMatch(/^30 m pool/);
    await act(() => db.meta.put({ key: leagueKey(LEAGUE.id), value: { ...LEAGUE, poolLength: 25 } }));
    await screen.findByRole('img', { name: /^25 m pool/ });
  });
});

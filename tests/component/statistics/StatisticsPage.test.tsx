import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StatisticsPage } from '../../../src/app/statistics/StatisticsPage';
import { db } from '../../../src/data/db';
import { pullsSettled } from '../../../src/data/pull';
import { renderAt } from '../support/renderAt';
import { stubServer } from '../support/fakeServer';
import { serveOneMatch, team1, team2 } from './serveOneMatch';

beforeEach(async () => {
  // A pull the previous case started may still be on its way, and a pull of the same rows would join it.
  await pullsSettled();
  vi.unstubAllGlobals();
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('the statistics screen', () => {
  it('chooses the latest ended match, shows its box score and mirrors the choice in the URL', async () => {
    serveOneMatch();
    const view = renderAt('/statistics', <StatisticsPage />);
    const result = await screen.findByRole('group', { name: 'Result' }, { timeout: 5000 });
    expect(within(result).getByTestId('score')).toHaveTextContent('2 – 1');
    expect(view.currentPath()).toBe('/statistics?matches=1');
    const shooting = screen.getByRole('table', { name: 'Shooting: goals/attempts by situation' });
    expect(within(shooting).getByRole('row', { name: /Centre/ })).toHaveTextContent('Centre1/10/0');
  });

  it('links the main counts to their clips when the match has video', async () => {
    serveOneMatch();
    renderAt('/statistics?matches=1', <StatisticsPage />);
    const link = await screen.findByRole(
      'link',
      { name: 'Alpha goals in quarter 2: 1, play clips' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/video-analysis?matches=1&team=10&type=SHOOT&outcome=GOAL&quarter=2');
  });

  it('keeps filters and tab in its state and in the URL', async () => {
    serveOneMatch();
    const user = userEvent.setup();
    const view = renderAt('/statistics?matches=1', <StatisticsPage />);
    await screen.findByRole('group', { name: 'Result' }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Team'), 'Alpha');
    await user.selectOptions(screen.getByLabelText('Quarter'), 'Q2');
    await user.click(screen.getByRole('tab', { name: 'Players' }));
    expect(view.currentPath()).toBe('/statistics?matches=1&team=10&quarter=2&tab=players');
    expect(screen.getByRole('tab', { name: 'Players' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Players of Beta' })).toBeNull());
    // The players' tables are drawn again when the figures for the new filter arrive, so a table found a moment
    // earlier may already have been replaced: look for it in the document as it stands, until it is there.
    await waitFor(() => expect(screen.getByRole('table', { name: 'Players of Alpha' })).toBeInTheDocument(), {
      timeout: 5_000,
    });
  });

  it.each([
    ['in a league of 25 m pools ends at the halfway line', 25, /25 m pool: the picture ends at the halfway line\.$/],
    ['in a league that chose none ends short of it (30 m)', null, /30 m pool: the picture ends at 12\.5 m, short/],
  ])("the match's shot maps follow its league's pool: a match %s", async (_case, poolLength, name) => {
    serveOneMatch({ id: 3, name: 'OB I', season: '2025', poolLength });
    renderAt('/statistics?matches=1&tab=shots', <StatisticsPage />);
    const map = await screen.findByRole('img', { name: /^Shot map of Alpha/ }, { timeout: 5000 });
    await waitFor(() => expect(map).toHaveAccessibleName(name));
  });

  it('says so when no match has events yet', async () => {
    stubServer((url) =>
      new URL(url, 'http://localhost').pathname === '/api/matches'
        ? { status: 200, body: [{ id: 2, name: 'Gamma - Delta', team1, team2, status: 'ENDED' }] }
        : { status: 200, body: [] },
    );
    const view = renderAt('/statistics', <StatisticsPage />);
    await screen.findByRole('heading', { name: 'No matches with events yet' }, { timeout: 5000 });
    // The empty state shows once the match is chosen and its (empty) log has arrived, not before.
    expect(view.currentPath()).toBe('/statistics?matches=2');
    await pullsSettled();
    expect(screen.getByRole('heading', { name: 'No matches with events yet' })).toBeInTheDocument();
  });
});

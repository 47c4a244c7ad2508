import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { activateLanguage } from '../../../src/app/i18n';
import { LivePage } from '../../../src/app/live/LivePage';
import { renderAt } from '../support/renderAt';
import { FakeEventSource, play, snapshotWith, stubSnapshotFetch } from './liveFakes';

beforeAll(() => activateLanguage('hu'));
beforeEach(() => {
  FakeEventSource.opened = [];
  localStorage.clear();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

it('a Hungarian spectator reads the score, the plays, the box score and the shot chart in Hungarian', async () => {
  const plays = [
    play({ id: 'c', quarter: 2, time: 200, team: 'team1', type: 'TIMEOUT', cap: null, outcome: null, situation: null }),
    play({
      id: 'b',
      quarter: 2,
      time: 260,
      team: 'team2',
      type: 'EXCLUSIONFOR',
      cap: 4,
      player: 'KovG',
      outcome: null,
    }),
    play({ id: 'a', quarter: 1, time: 75, team: 'team1', cap: 7, player: 'SzaB', situation: 'PENALTY' }),
  ];
  const { fetcher } = stubSnapshotFetch(() => ({ status: 200, body: snapshotWith([3, 2], { plays }) }));
  vi.stubGlobal('fetch', fetcher);
  renderAt('/live/share-1', <Route path="/live/:shareId" component={LivePage} />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Sharks – Dolphins' })).toBeInTheDocument();
  expect(screen.getByTestId('live-clock')).toHaveTextContent('2. negyed · 4:12');
  expect(screen.getByText('Élő')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Legutóbbi események' })).toBeInTheDocument();
  const rows = within(screen.getByTestId('live-plays')).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    '2. n. 3:20IdőkérésSharks',
    '2. n. 4:20KiállításDolphins · #4 KovG',
    '1. n. 1:15Gól (ötméteresből)Sharks · #7 SzaB',
  ]);
  const box = screen.getByTestId('live-box-score');
  expect(within(box).getByRole('row', { name: /Emberelőny/ })).toHaveTextContent('Emberelőny1/31/3');
  expect(within(box).getByRole('row', { name: /Hátralévő időkérések/ })).toHaveTextContent('Hátralévő időkérések11');
  expect(screen.getByRole('heading', { name: 'Lövéstérkép' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Megosztás' })).toBeInTheDocument();
  expect(document.title).toBe('Sharks 3–2 Dolphins · Élő');
});

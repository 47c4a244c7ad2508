import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, onTestFinished, vi } from 'vitest';
import { Route } from 'wouter';
import { AppLayout } from '../../../src/app/layout/AppLayout';
import { LivePage } from '../../../src/app/live/LivePage';
import type { LiveSnapshot } from '../../../src/domain/live/liveSnapshot';
import { renderAt } from '../support/renderAt';
import { FakeEventSource, play, snapshotWith, stubSnapshotFetch, type SnapshotAnswer } from './liveFakes';

beforeEach(() => {
  FakeEventSource.opened = [];
  localStorage.clear();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function renderLive(path: string, answer: () => SnapshotAnswer) {
  const { fetcher } = stubSnapshotFetch(answer);
  vi.stubGlobal('fetch', fetcher);
  return renderAt(
    path,
    <AppLayout>
      <Route path="/live/:shareId" component={LivePage} />
    </AppLayout>,
  );
}

const scoreOf = (side: 'team1' | 'team2') => screen.getByTestId(`live-score-${side}`);

it('shows the score, the clock, the plays newest first, the box score and the shot chart', async () => {
  const plays = [
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
    play({
      id: 'a',
      quarter: 1,
      time: 75,
      team: 'team1',
      cap: 7,
      player: 'SzaB',
      situation: 'PENALTY',
      shotFrom: { x: 1000, y: 500 },
    }),
  ];
  renderLive('/live/share-1', () => ({ status: 200, body: snapshotWith([3, 2], { plays }) }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sharks – Dolphins' })).toBeInTheDocument();
  expect(scoreOf('team1')).toHaveTextContent('Sharks3');
  expect(scoreOf('team2')).toHaveTextContent('Dolphins2');
  expect(screen.getByTestId('live-clock')).toHaveTextContent('Quarter 2 · 4:12');
  expect(screen.getByText('Live')).toBeInTheDocument();
  const rows = within(screen.getByTestId('live-plays')).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'Q2 4:20ExclusionDolphins · #4 KovG',
    'Q1 1:15Goal (penalty)Sharks · #7 SzaB',
  ]);
  const box = screen.getByTestId('live-box-score');
  expect(within(box).getByRole('row', { name: /Man-up/ })).toHaveTextContent('Man-up1/31/3');
  expect(within(box).getByRole('row', { name: /Penalties/ })).toHaveTextContent('Penalties1/21/2');
  expect(within(box).getByRole('row', { name: /Time-outs left/ })).toHaveTextContent('Time-outs left11');
  // The pool picture names itself and its content: its title, then how many shots of each outcome.
  expect(
    screen.getByRole('img', {
      name: /^Shots of Sharks 1 shots with a position: 1 goal,.* by zone: centre 5 to 8 m 1\/1/,
    }),
  ).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Dolphins' }));
  expect(screen.getByRole('img', { name: /^Shots of Dolphins 0 shots with a position/ })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
});

it.each<[string, Partial<LiveSnapshot>, RegExp]>([
  [
    'a league of 25 m pools: its edge is the halfway line',
    { poolLength: 25 },
    /25 m pool: the picture ends at the halfway line\.$/,
  ],
  [
    'a league of 30 m pools: the halfway line is beyond',
    { poolLength: 30 },
    /30 m pool: the picture ends at 12\.5 m, short/,
  ],
  ['a snapshot of an older server, without a pool: 30 m', {}, /30 m pool: the picture ends at 12\.5 m, short/],
])("the shot chart draws the pool of the match's league: %s", async (_case, overrides, name) => {
  renderLive('/live/share-1', () => ({ status: 200, body: snapshotWith([0, 0], overrides) }));
  expect(await screen.findByRole('img', { name: /^Shots of Sharks/ })).toHaveAccessibleName(name);
});

it('takes the new score from the stream without a reload, and says Reconnecting… with the last score when it drops', async () => {
  renderLive('/live/share-1', () => ({ status: 200, body: snapshotWith([0, 0]) }));
  await waitFor(() => expect(scoreOf('team1')).toHaveTextContent('Sharks0'));
  act(() => {
    FakeEventSource.latest().open();
    FakeEventSource.latest().send(snapshotWith([1, 0], { version: 2 }));
  });
  expect(scoreOf('team1')).toHaveTextContent('Sharks1');
  expect(screen.queryByText(/Reconnecting/)).not.toBeInTheDocument();
  act(() => FakeEventSource.latest().fail());
  expect(screen.getByText('Reconnecting…', { exact: false })).toHaveTextContent('Showing the last known state.');
  expect(scoreOf('team1')).toHaveTextContent('Sharks1');
});

it('an offline reload shows the last state this device saw', async () => {
  renderLive('/live/share-1', () => ({ status: 200, body: snapshotWith([5, 4], { version: 3 }) }));
  await waitFor(() => expect(scoreOf('team1')).toHaveTextContent('Sharks5'));
  screen.getByRole('heading', { level: 1 }).ownerDocument.body.innerHTML = '';

  renderLive('/live/share-1', () => 'offline');
  expect(scoreOf('team1')).toHaveTextContent('Sharks5');
  expect(scoreOf('team2')).toHaveTextContent('Dolphins4');
  act(() => FakeEventSource.latest().fail());
  expect(screen.getByText(/Reconnecting…/)).toBeInTheDocument();
});

it('a revoked or unknown link says the match is not available and forgets the saved state', async () => {
  localStorage.setItem('poolside.live.gone', JSON.stringify(snapshotWith([2, 2])));
  renderLive('/live/gone', () => ({ status: 404 }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This live match is not available' }),
  ).toBeInTheDocument();
  expect(localStorage.getItem('poolside.live.gone')).toBeNull();
});

it('the embedded variant has no navigation, no share button and a link to the full page', async () => {
  renderLive('/live/share-1?embed=1', () => ({ status: 200, body: snapshotWith([1, 1]) }));
  await waitFor(() => expect(scoreOf('team2')).toHaveTextContent('Dolphins1'));
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the full live page on Poolside' })).toHaveAttribute(
    'href',
    `${window.location.origin}/live/share-1`,
  );
});

it('Share copies the link where the device has no share sheet, and says so', async () => {
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  renderLive('/live/share-1', () => ({ status: 200, body: snapshotWith([1, 0]) }));
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/live/share-1`);
});

it('Share opens the share sheet where there is one', async () => {
  const share = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  onTestFinished(() => {
    delete (navigator as Partial<Navigator>).share;
  });
  renderLive('/live/share-1', () => ({ status: 200, body: snapshotWith([1, 0]) }));
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Share' }));
  expect(await screen.findByText('Link shared')).toBeInTheDocument();
  expect(share).toHaveBeenCalledWith({
    title: 'Sharks – Dolphins · Live',
    url: `${window.location.origin}/live/share-1`,
  });
});

import '../support/autoCleanup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { ShareLiveButton } from '../../../src/app/live/ShareLiveButton';
import { MatchLiveSharePanel } from '../../../src/app/manage/match/MatchLiveSharePanel';
import { fakeApi } from '../manage/fakeApi';

const URL_OF_SHARE = 'http://127.0.0.1/live/s3cr3t';

/** The server's live share of match 7: off until POSTed, off again after DELETE. */
function fakeShareServer(initial: { showNames: boolean } | null = null) {
  let share = initial && { shareId: 's3cr3t', url: URL_OF_SHARE, ...initial };
  return fakeApi(({ method, path, body }) => {
    if (path !== '/api/matches/7/live-share') return { status: 404 };
    if (method === 'POST') {
      const names = (body as { showNames?: boolean }).showNames;
      share = { shareId: 's3cr3t', url: URL_OF_SHARE, showNames: names ?? share?.showNames ?? true };
    }
    if (method === 'DELETE') {
      share = null;
      return { status: 204 };
    }
    return share ? { body: share } : { status: 404, body: { title: 'The match is not shared live' } };
  });
}

/** userEvent puts a clipboard of its own on the navigator; the copy is watched on that one. */
function setupUser() {
  const user = userEvent.setup();
  vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  return user;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const panel = () => screen.getByRole('region', { name: 'Live sharing' });

it('a data manager shares a youth match with caps only, copies the link and stops sharing after confirming', async () => {
  const calls = fakeShareServer();
  const user = setupUser();
  render(<MatchLiveSharePanel entity={{ id: 7, name: 'Sharks – Dolphins' }} />);
  expect(await within(panel()).findByText(/^Not shared/)).toBeInTheDocument();
  const names = within(panel()).getByRole('checkbox', { name: 'Show player names' });
  expect(names).toBeChecked();
  await user.click(names);
  await user.click(within(panel()).getByRole('button', { name: 'Share live' }));

  expect(await within(panel()).findByTestId('live-share-link')).toHaveTextContent(URL_OF_SHARE);
  expect(within(panel()).getByText(/caps only/)).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ showNames: false });
  expect(within(panel()).getByRole('link', { name: 'Open' })).toHaveAttribute('href', URL_OF_SHARE);
  await user.click(within(panel()).getByRole('button', { name: 'Copy link' }));
  expect(await within(panel()).findByText('Link copied')).toBeInTheDocument();
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith(URL_OF_SHARE);

  await user.click(within(panel()).getByRole('button', { name: 'Stop sharing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Stop sharing this match live?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  await user.click(within(panel()).getByRole('button', { name: 'Stop sharing' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop sharing' }));
  expect(await within(panel()).findByText(/^Not shared/)).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
});

it('without a connection the controls say they need one instead of failing silently', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  render(<MatchLiveSharePanel entity={{ id: 7, name: 'Sharks – Dolphins' }} />);
  expect(within(panel()).getByText('Live sharing needs a connection.')).toBeInTheDocument();
  expect(await within(panel()).findByRole('alert')).toHaveTextContent('The server cannot be reached');
});

it("the ongoing match's Share live turns sharing on, keeping an existing names choice, and copies the link", async () => {
  const calls = fakeShareServer({ showNames: false });
  render(<ShareLiveButton match={{ id: 7, name: 'Sharks – Dolphins' }} />);
  await setupUser().click(screen.getByRole('button', { name: 'Share live' }));
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith(URL_OF_SHARE);
  expect(calls.map((call) => [call.method, call.body])).toEqual([['POST', {}]]);
});

it("the ongoing match's Share live is off without a connection and says why", () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(<ShareLiveButton match={{ id: 7, name: 'Sharks – Dolphins' }} />);
  expect(screen.getByRole('button', { name: 'Share live' })).toBeDisabled();
  expect(screen.getByText('Sharing live needs a connection.')).toBeInTheDocument();
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { proxy } from 'valtio';
import { beforeAll, expect, it, vi } from 'vitest';
import { CaptureScreen } from '../../../src/app/capture/CaptureScreen';
import type { CaptureData } from '../../../src/app/capture/useCaptureData';
import { savedEventText } from '../../../src/app/capture/captureWords';
import { activateLanguage } from '../../../src/app/i18n';
import type { MatchPlayerRow, MatchRow } from '../../../src/data/db';
import { createCaptureState, type CaptureState } from '../../../src/domain/capture';
import type { MatchEvent } from '../../../src/domain/model';
import { renderAt } from '../support/renderAt';

beforeAll(() => activateLanguage('hu'));

const CAPS = [1, 2, 3, 4, 5, 6, 7];
const match = { id: 1, name: 'FTC – OSC', team1: { id: 10, name: 'FTC' }, team2: { id: 20, name: 'OSC' } } as MatchRow;
const roster = (team: number) =>
  CAPS.map((cap): MatchPlayerRow => ({
    id: team + cap,
    cap,
    match: { id: 1 },
    team: { id: team },
    goalKeeper: cap === 1,
    player: { id: team + cap, firstName: `Gergő${cap}`, lastName: 'Kovács' },
  }));
const goal: MatchEvent = {
  uuid: '00000000-0000-4000-8000-000000000001',
  match: { id: 1 },
  team: { id: 10 },
  quarter: 1,
  time: 30,
  type: 'SHOOT',
  offense: true,
  extraPlayer: false,
  needsReview: false,
  timeEstimated: false,
  playerNumber: 5,
  shootOutcome: 'GOAL',
};
const data: CaptureData = {
  match,
  quarterLength: 480,
  poolLength: 30,
  exclusionTime: 20,
  roster: { team1: roster(10), team2: roster(20) },
  log: { events: [goal], possessions: [] },
  videos: [],
};

function renderScreen(change: (state: CaptureState) => void = () => undefined) {
  const state = proxy(createCaptureState('team1', { playersInWater: CAPS }));
  change(state);
  const send = vi.fn(async () => ({ writes: [] }));
  renderAt('/1/substitutions', <CaptureScreen state={state} data={data} tips={[]} send={send} />);
  return send;
}

it('a Hungarian scorer sees the capture screen in Hungarian: title, event buttons, clock, lists and scoreboard', async () => {
  const send = renderScreen();
  expect(screen.getByRole('heading', { name: 'Mérkőzés rögzítése' })).toBeInTheDocument();
  for (const label of ['Lövés', 'Kiállítás', 'Ötméteres', 'Labdavesztés', 'Ráúszás', 'Időkérés', 'Bevágás']) {
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  }
  expect(screen.getByText('1. negyed')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Következő negyed' })).toBeEnabled();
  expect(screen.getByText('Támadás hossza')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Visszavonás' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Óra indítása' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Játékóra' })).toBeInTheDocument();

  const lastEvents = screen.getByTestId('last-events');
  const row = within(lastEvents).getByRole('button');
  expect(row).toHaveTextContent('1. n. 7:30');
  expect(row).toHaveTextContent('Lövés');
  expect(row).toHaveTextContent('#5');
  expect(row).toHaveTextContent('Gól');

  const scoreboard = screen.getByRole('complementary', { name: 'Eredményjelző' });
  expect(within(scoreboard).getByText('Negyed')).toBeInTheDocument();
  expect(within(scoreboard).getByRole('button', { name: 'Eredményjelző elrejtése' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Lövés' }));
  expect(send).toHaveBeenCalledWith({ type: 'chooseEventType', choice: 'shoot' }, expect.any(Number));
});

it('an open shot shows its Hungarian fields and the warning in Hungarian, with Save disabled', () => {
  renderScreen((state) => {
    state.current = { type: 'SHOOT', playerNumber: 9, shootOutcome: 'GOAL' };
    state.warning = { code: 'playerNotInWater', cap: 9 };
  });
  expect(screen.getByRole('alert')).toHaveTextContent('A #9 játékos nincs a vízben.');
  expect(screen.getByRole('heading', { name: 'Új: Lövés' })).toBeInTheDocument();
  expect(screen.getByTestId('event-player')).toHaveTextContent('#9 játékos');
  const outcome = screen.getByRole('group', { name: 'Kimenetel' });
  for (const label of ['Gól', 'Védett', 'Mellé', 'Kapufa', 'Blokkolt']) {
    expect(within(outcome).getByRole('button', { name: label })).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: 'A labda a lövőknél marad' })).toHaveAttribute('aria-pressed', 'false');
  expect(
    within(screen.getByRole('group', { name: 'Mód' })).getByRole('button', { name: 'Kapásból' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mentés' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Mégse' })).toBeEnabled();
});

it('the shortcut help lists the keys in Hungarian', async () => {
  renderScreen();
  await userEvent.click(screen.getByRole('button', { name: 'Billentyűparancsok' }));
  const help = screen.getByRole('dialog', { name: 'Billentyűparancsok' });
  expect(within(help).getByText('Kimenetel: kimaradt – labda nálunk')).toBeInTheDocument();
  expect(within(help).getByText('Utolsó esemény visszavonása')).toBeInTheDocument();
  expect(within(help).getByRole('button', { name: 'Bezárás' })).toBeInTheDocument();
});

it('the confirmation of a save names the event in Hungarian', () => {
  const shot = { type: 'SHOOT', playerNumber: 5, shootOutcome: 'MISSFOR', quarter: 2, time: 480 + 162 } as const;
  expect(savedEventText(shot, 480)).toBe('Mentve: Lövés #5 Kimaradt – labda nálunk · 5:18 · 2. n.');
  expect(savedEventText({ ...shot, shootResult: 'SAVED' }, 480)).toBe('Mentve: Lövés #5 Védett · 5:18 · 2. n.');
});

import type { SendCommand } from '../../../src/app/capture/useSendCommand';
import '../support/autoCleanup';
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ShootFields } from '../../../src/app/capture/event/ShootFields';
import { ShotDetailsSwitch } from '../../../src/app/capture/event/ShotDetailsSwitch';
import type { MatchPlayerRow } from '../../../src/data/db';
import { isAssistShown, type EventDraft } from '../../../src/domain/capture';

const roster = [5, 7].map((cap): MatchPlayerRow => ({
  id: cap,
  cap,
  goalKeeper: false,
  match: { id: 1 },
  team: { id: 1 },
  player: { id: cap, firstName: 'Gergő', lastName: 'Kovács' },
}));
const live = { offense: true, extraPlayer: false, centerPlayers: [], post1PlayerNumber: null, post2PlayerNumber: null };

/** The shot's fields with the switch the editor shows in its title row for the shots that have assists. */
function ShotWithSwitch({ event, state, send }: { event: EventDraft; state: typeof live; send: SendCommand }) {
  const [isAssistsOpen, setIsAssistsOpen] = useState(false);
  return (
    <>
      {isAssistShown(event, state) ? (
        <ShotDetailsSwitch isAssistsOpen={isAssistsOpen} tone="primary" onChange={setIsAssistsOpen} />
      ) : null}
      <ShootFields
        event={event}
        state={state}
        caps={[5, 7]}
        roster={roster}
        tone="primary"
        send={send}
        isAssistsOpen={isAssistsOpen}
      />
    </>
  );
}

function renderShot(event: EventDraft, state = live) {
  const send = vi.fn(async () => ({ writes: [] }));
  render(<ShotWithSwitch event={event} state={state} send={send} />);
  return send;
}

/** Assists and the attack picker sit behind the editor's 'Assists' switch, so the shot fits one screen. */
async function openAssists() {
  await userEvent.click(screen.getByRole('button', { name: 'Assists' }));
}

const assistsSwitch = () => screen.queryByRole('button', { name: 'Assists' });

it('an own open-play shot offers the normal situations, two assists and the centre picker', async () => {
  renderShot({ type: 'SHOOT' });
  const situations = within(screen.getByRole('group', { name: 'Situation' })).getAllByRole('button');
  expect(situations.map((button) => button.textContent)).toEqual([
    'Action',
    'Center',
    'Counterattack',
    'Drive',
    'Direct free throw',
  ]);
  await openAssists();
  expect(screen.getByRole('group', { name: 'Assist 1 player' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Assist 2 position' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Center' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: 'Center' })).getByRole('button', { name: '5 KovG' }),
  ).toBeInTheDocument();
});

it('a penalty hides the situation list, the assists and the centre picker', () => {
  renderShot({ type: 'SHOOT', shootSituation: 'PENALTY' });
  expect(screen.queryByRole('group', { name: 'Situation' })).toBeNull();
  expect(screen.getByText('Situation: Penalty')).toBeInTheDocument();
  expect(assistsSwitch()).toBeNull();
  expect(screen.queryByRole('group', { name: 'Assist 1 player' })).toBeNull();
  expect(screen.queryByRole('group', { name: 'Center' })).toBeNull();
});

it('a shot against shows no assists', () => {
  renderShot({ type: 'SHOOTAGAINST', offense: false }, { ...live, offense: false });
  expect(assistsSwitch()).toBeNull();
  expect(screen.queryByRole('group', { name: 'Assist 1 player' })).toBeNull();
});

it('in extra-player mode Post 1 and Post 2 replace the centre picker', async () => {
  const send = renderShot({ type: 'SHOOT' }, { ...live, extraPlayer: true });
  await openAssists();
  expect(screen.queryByRole('group', { name: 'Center' })).toBeNull();
  await userEvent.click(within(screen.getByRole('group', { name: 'Post 2' })).getByRole('button', { name: '7 KovG' }));
  expect(send).toHaveBeenCalledWith({ type: 'choosePost', post: 2, cap: 7 });
});

it('an assist position keeps the assist player already picked', async () => {
  const send = renderShot({ type: 'SHOOT', shootAssistPlayerNumber1: 7 });
  await openAssists();
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Assist 1 position' })).getByRole('button', { name: '4' }),
  );
  expect(send).toHaveBeenCalledWith({ type: 'chooseAssist', slot: 1, cap: 7, position: 4 });
});

it("an edited shot follows its own extra-player flag, not the live one's", async () => {
  renderShot({ type: 'SHOOT', extraPlayer: true });
  await openAssists();
  expect(screen.getByRole('group', { name: 'Post 1' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Center' })).toBeNull();
});

it('a penalty in extra-player mode shows neither the posts nor the centre picker', () => {
  renderShot({ type: 'SHOOT', shootSituation: 'PENALTY' }, { ...live, extraPlayer: true });
  expect(assistsSwitch()).toBeNull();
  expect(screen.queryByRole('group', { name: 'Post 1' })).toBeNull();
  expect(screen.queryByRole('group', { name: 'Center' })).toBeNull();
});

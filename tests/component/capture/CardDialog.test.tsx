import '../support/autoCleanup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CardDialog } from '../../../src/app/capture/dialogs/CardDialog';
import type { MatchPlayerRow } from '../../../src/data/db';

const player = (cap: number, lastName: string): MatchPlayerRow => ({
  id: cap,
  cap,
  goalKeeper: false,
  match: { id: 1 },
  team: { id: 1 },
  player: { id: cap, firstName: 'Gergely', lastName },
});
const ROSTER = [player(7, 'Kovacs'), player(2, 'Nagy')];
const THEIRS = [player(11, 'Rossi'), player(4, 'Bianchi')];
const TEAMS = { ours: 'Budapest', theirs: 'Napoli' };
const shared = { roster: ROSTER, opponentRoster: THEIRS, teamNames: TEAMS, onClose: () => {} };
const capsOffered = () =>
  [...screen.getByRole('group', { name: 'Player' }).querySelectorAll('button')].map((button) =>
    button.getAttribute('aria-label'),
  );

describe('the card dialog', () => {
  it.each([
    ['YELLOW_CARD', 'Yellow card', 'Head coach', { official: 'HEAD_COACH' }],
    ['YELLOW_CARD', 'Yellow card', 'Assistant coach', { official: 'ASSISTANT_COACH' }],
    ['RED_CARD', 'Red card', 'Official', { official: 'TEAM_OFFICIAL' }],
    ['RED_CARD', 'Red card', '7 KovG', { cap: 7 }],
  ] as const)('%s: titled %s, a tap on %s picks that person', (card, title, name, person) => {
    const onPick = vi.fn();
    render(<CardDialog card={card} {...shared} onPick={onPick} />);
    expect(screen.getByRole('dialog', { name: title })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(onPick).toHaveBeenCalledWith({ ...person, isTheirs: false });
  });

  it.each([
    ['their player', '11 RosG', { cap: 11, isTheirs: true }],
    ['their official', 'Head coach', { official: 'HEAD_COACH', isTheirs: true }],
  ] as const)('with the other team chosen, a tap on %s picks him as theirs', (_, name, person) => {
    const onPick = vi.fn();
    render(<CardDialog card="YELLOW_CARD" {...shared} onPick={onPick} />);
    const team = screen.getByRole('group', { name: 'Team' });
    expect(screen.getByRole('button', { name: 'Budapest' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(team).getByRole('button', { name: 'Napoli' }));
    expect(capsOffered()).toEqual(['4 BiaG', '11 RosG']);
    fireEvent.click(screen.getByRole('button', { name }));
    expect(onPick).toHaveBeenCalledWith(person);
  });

  it('offers their caps 1–15 when their roster is not loaded', () => {
    render(<CardDialog card="RED_CARD" {...shared} opponentRoster={[]} onPick={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Napoli' }));
    expect(capsOffered()).toEqual(Array.from({ length: 15 }, (_, index) => String(index + 1)));
  });

  it('offers every rostered player in cap order, not only those in the water', () => {
    render(<CardDialog card="RED_CARD" {...shared} onPick={() => {}} />);
    expect(capsOffered()).toEqual(['2 NagG', '7 KovG']);
  });

  it('is closed without a card', () => {
    render(<CardDialog card={null} {...shared} onPick={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

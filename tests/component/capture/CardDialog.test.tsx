import '../support/autoCleanup';
import { fireEvent, render, screen } from '@testing-library/react';
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

describe('the card dialog', () => {
  it.each([
    ['YELLOW_CARD', 'Yellow card', 'Head coach', { official: 'HEAD_COACH' }],
    ['YELLOW_CARD', 'Yellow card', 'Assistant coach', { official: 'ASSISTANT_COACH' }],
    ['RED_CARD', 'Red card', 'Official', { official: 'TEAM_OFFICIAL' }],
    ['RED_CARD', 'Red card', '7 KovG', { cap: 7 }],
  ] as const)('%s: titled %s, a tap on %s picks that person', (card, title, name, person) => {
    const onPick = vi.fn();
    render(<CardDialog card={card} roster={ROSTER} onPick={onPick} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: title })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(onPick).toHaveBeenCalledWith(person);
  });

  it('offers every rostered player in cap order, not only those in the water', () => {
    render(<CardDialog card="RED_CARD" roster={ROSTER} onPick={() => {}} onClose={() => {}} />);
    const players = screen.getByRole('group', { name: 'Player' });
    expect([...players.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))).toEqual([
      '2 NagG',
      '7 KovG',
    ]);
  });

  it('is closed without a card', () => {
    render(<CardDialog card={null} roster={ROSTER} onPick={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

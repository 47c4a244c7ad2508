import '../support/autoCleanup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventPanel } from '../../../src/app/events/EventPanel';
import type { MatchPlayerRow } from '../../../src/data/db';
import type { MatchEvent } from '../../../src/domain/model';

const ROSTER: MatchPlayerRow[] = [
  {
    id: 1,
    cap: 7,
    goalKeeper: false,
    match: { id: 1 },
    team: { id: 1 },
    player: { id: 1, firstName: 'Gergely', lastName: 'Kovacs' },
  },
];
const card = (fields: Partial<MatchEvent>): MatchEvent => ({
  uuid: '00000000-0000-4000-8000-000000000009',
  match: { id: 1 },
  team: { id: 1 },
  quarter: 3,
  time: 1000,
  type: 'YELLOW_CARD',
  offense: false,
  extraPlayer: false,
  needsReview: false,
  timeEstimated: false,
  ...fields,
});

function renderPanel(event: MatchEvent) {
  const noop = () => {};
  render(
    <ol>
      <EventPanel
        matchId={1}
        event={event}
        roster={ROSTER}
        possessionRouteId={null}
        isOpen
        isTicked={false}
        onToggleOpen={noop}
        onToggleTick={noop}
        onDelete={noop}
      />
    </ol>,
  );
}

describe('a card in the event list', () => {
  it('names the carded official in its heading and fields', () => {
    renderPanel(card({ official: 'HEAD_COACH' }));
    expect(screen.getByRole('button', { expanded: true })).toHaveTextContent('Yellow card – Head coach');
    expect(screen.getByText('Official').nextElementSibling).toHaveTextContent('Head coach');
  });

  it('names the carded player by cap and short name', () => {
    renderPanel(card({ type: 'RED_CARD', playerNumber: 7 }));
    expect(screen.getByRole('button', { expanded: true })).toHaveTextContent('Red card – #7 KovG');
  });
});

import '../support/autoCleanup';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { EventPanel } from '../../../src/app/events/EventPanel';
import type { MatchEvent } from '../../../src/domain/model';

const shot: MatchEvent = {
  uuid: '00000000-0000-4000-8000-000000000001',
  id: 41,
  match: { id: 1 },
  team: { id: 1 },
  quarter: 2,
  time: 600,
  type: 'SHOOT',
  offense: true,
  extraPlayer: true,
  playerNumber: 5,
  playersInWater: [1, 3, 5, 6, 7],
  centerPlayers: [3],
  backPlayers: [1],
  post1PlayerNumber: 6,
  post2PlayerNumber: 7,
  shootOutcome: 'GOAL',
  shootAssistPlayerNumber1: 7,
  shootAssistPosition1: 2,
  needsReview: true,
  timeEstimated: false,
};

function renderPanel(event: MatchEvent, isOpen = true) {
  const noop = () => {};
  render(
    <ol>
      <EventPanel
        matchId={1}
        event={event}
        possessionRouteId="12"
        isOpen={isOpen}
        isTicked={false}
        onToggleOpen={noop}
        onToggleTick={noop}
        onDelete={noop}
      />
    </ol>,
  );
}

it('a panel heads with quarter, type and the review flag, and shows only the fields present', () => {
  renderPanel(shot);
  expect(screen.getByRole('button', { name: /Q2\s*Shoot\s*Needs review!/ })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Player number').nextSibling).toHaveTextContent('5');
  expect(screen.getByText('Players in water').nextSibling).toHaveTextContent('1 B, 3 C, 5, 6 P1, 7 P2');
  expect(screen.getByText('Assist 1').nextSibling).toHaveTextContent('#7 (position 2)');
  expect(screen.getByText('Shoot outcome').nextSibling).toHaveTextContent('Goal');
  for (const absent of ['Formation', 'Turn over type', 'Exclusion type', 'Shoot type', 'Notes', 'Assist 2']) {
    expect(screen.queryByText(absent)).toBeNull();
  }
});

it('View event and View possession use the server ids; a row not yet synced is found by its uuid', () => {
  renderPanel({ ...shot, id: undefined });
  expect(screen.getByRole('link', { name: 'View event' })).toHaveAttribute('href', `/1/events/${shot.uuid}`);
  expect(screen.getByRole('link', { name: 'View possession' })).toHaveAttribute('href', '/1/possessions/12');
  expect(screen.getByRole('button', { name: 'Delete event' })).toBeInTheDocument();
});

it('a closed panel hides its fields', () => {
  renderPanel(shot, false);
  expect(screen.queryByText('Player number')).toBeNull();
});

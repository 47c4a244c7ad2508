import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PlayersInPoolPanel } from '../../../src/app/capture/panels/PlayersInPoolPanel';
import { activateLanguage } from '../../../src/app/i18n';
import type { MatchEvent } from '../../../src/domain/model';
import { personalFoulNote } from '../../../src/app/capture/captureWords';

beforeAll(() => activateLanguage('en'));
afterEach(cleanup);

const event = (uuid: string, type: MatchEvent['type'], time: number, more: Partial<MatchEvent> = {}): MatchEvent =>
  ({ uuid, match: { id: 1 }, team: { id: 10 }, quarter: 1, time, type, offense: false, ...more }) as MatchEvent;

/** Our #4 excluded at 0:10 (7:50 on the scoreboard), the other side attacking man-up. */
const EXCLUDED = [
  event('e1', 'OFFENSE_START', 0, { offense: true }),
  event('e2', 'EXCLUSIONFOR', 10, { playerNumber: 4, exclusionType: 'NORMAL' }),
  event('e3', 'DEFENSE_START', 10),
];

function renderPanel(time: number, events: MatchEvent[], excludedPlayers: number[], caps: number[]) {
  return render(
    <PlayersInPoolPanel
      caps={caps}
      roster={[]}
      picked={null}
      tone="danger"
      onPick={() => {}}
      state={{ quarter: 1, time, excludedPlayers, clock: { left: 480 - time, runningSince: null } }}
      events={events}
      quarterLength={480}
      exclusionTime={20}
      onExclusionEnded={() => {}}
    />,
  );
}

describe('exclusion timers in the players column', () => {
  it.each([
    [15, '0:15'],
    [25, '0:05'],
  ])('at %i s an excluded player keeps his place and counts down to his return (%s)', (time, left) => {
    renderPanel(time, EXCLUDED, [4], [1, 2, 3, 5, 6, 7]);
    const group = screen.getByRole('group', { name: 'Players in pool' });
    const tiles = within(group).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent?.replace(/\D+$/, ''))).toEqual(['1', '2', '3', '5', '6', '7']);
    const excluded = within(group).getByTestId('excluded-4');
    expect(excluded).toHaveTextContent(left);
    expect(excluded).toHaveTextContent(`excluded, back in ${Number(left.slice(2))} s`);
    // The eighth place: man-down, 6 against 7, and the soonest return.
    expect(within(group).getByRole('status')).toHaveAccessibleName(
      `Man-down: 6 against 7, next return in ${Number(left.slice(2))} s`,
    );
    // Excluded players first in cap order: the grid still holds the 7 places plus the marker.
    expect(group.children).toHaveLength(8);
    expect(group.children[3]).toBe(excluded.parentElement);
  });

  it('shows no marker when the exclusion has run out, and marks personal fouls on the tiles', () => {
    renderPanel(40, EXCLUDED, [], [1, 2, 3, 4, 5, 6, 7]);
    const group = screen.getByRole('group', { name: 'Players in pool' });
    expect(within(group).queryByRole('status')).toBeNull();
    expect(within(group).getByRole('button', { name: '4, 1 personal foul' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: '5' })).toBeInTheDocument();
  });

  it('asks for a substitute once a fouled-out player’s exclusion has ended', () => {
    const third = [
      ...EXCLUDED,
      event('e4', 'PENALTYFOUL', 60, { playerNumber: 4 }),
      event('e5', 'EXCLUSIONFOR', 90, { playerNumber: 4, exclusionType: 'NORMAL' }),
      event('e6', 'DEFENSE_START', 90),
    ];
    const during = renderPanel(95, third, [4], [1, 2, 3, 5, 6, 7]);
    expect(screen.getByTestId('excluded-4')).toHaveTextContent(
      'excluded for the rest of the match: a substitute may come in in 15 s',
    );
    expect(screen.queryByText('Sub for #4')).toBeNull();
    during.unmount();
    renderPanel(120, third, [], [1, 2, 3, 5, 6, 7]);
    expect(screen.getByText('Sub for #4')).toBeInTheDocument();
  });
});

describe('the confirmation of a personal foul', () => {
  it.each([
    ['the first', [], ''],
    ['the second', [event('p1', 'PENALTYFOUL', 5, { playerNumber: 4 })], '#4: second personal foul'],
    [
      'the third',
      [event('p1', 'PENALTYFOUL', 5, { playerNumber: 4 }), ...EXCLUDED],
      '#4: third personal foul, out for the match',
    ],
    ['the second of another player', [event('p1', 'PENALTYFOUL', 5, { playerNumber: 9 })], ''],
    ['an opponent’s second', [event('p1', 'EXCLUSIONAGAINST', 5, { opponentPlayerNumber: 4 })], ''],
  ])('warns on %s', (_, before, note) => {
    const foul = event('new', 'EXCLUSIONFOR', 100, { playerNumber: 4, exclusionType: 'NORMAL' });
    expect(personalFoulNote(foul, before)).toBe(note);
  });

  it('an opponent’s second foul is named by his cap, and an edit of a stored foul says nothing', () => {
    const theirs = event('new', 'PENALTYFOULAGAINST', 100, { opponentPlayerNumber: 9 });
    expect(personalFoulNote(theirs, [event('p1', 'EXCLUSIONAGAINST', 5, { opponentPlayerNumber: 9 })])).toBe(
      '#9: second personal foul',
    );
    const stored = event('p1', 'PENALTYFOUL', 5, { playerNumber: 4 });
    expect(personalFoulNote(stored, [event('p0', 'PENALTYFOUL', 1, { playerNumber: 4 }), stored])).toBe('');
  });
});

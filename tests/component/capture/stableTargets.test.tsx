import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChoiceGroup } from '../../../src/app/capture/event/ChoiceGroup';
import { PlayersInPoolPanel } from '../../../src/app/capture/panels/PlayersInPoolPanel';
import { PostPickers } from '../../../src/app/capture/event/PostPickers';
import type { MatchPlayerRow } from '../../../src/data/db';
import { activateLanguage } from '../../../src/app/i18n';

beforeAll(() => activateLanguage('en'));

describe('targets stay where the finger learnt them', () => {
  it.each([
    ['no last choice', null],
    ['the last choice first in the list of options', 'ACTION'],
    ['the last choice last in the list of options', 'PENALTY'],
  ])('a row keeps its order with %s, and marks the last choice', (_, lastUsed) => {
    const options = ['ACTION', 'CENTER', 'PENALTY'] as const;
    const view = render(
      <ChoiceGroup label="Situation" options={options} selected={null} onSelect={() => {}} lastUsed={lastUsed} />,
    );
    const buttons = within(view.getByRole('group', { name: 'Situation' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([...options]);
    expect(buttons.filter((button) => button.dataset.lastUsed).map((button) => button.textContent)).toEqual(
      lastUsed ? [lastUsed] : [],
    );
    view.unmount();
  });

  it('the players in the pool are in cap order, whatever order they came in', () => {
    render(
      <PlayersInPoolPanel
        caps={[1, 7, 2, 9, 12, 11, 4]}
        roster={[]}
        picked={null}
        tone="primary"
        onPick={() => {}}
        state={{ quarter: 1, time: 0, excludedPlayers: [] }}
        events={[]}
        quarterLength={480}
        exclusionTime={20}
        onExclusionEnded={() => {}}
      />,
    );
    const tiles = within(screen.getByRole('group', { name: 'Players in pool' })).getAllByRole('button');
    expect(tiles.map((tile) => Number(/\d+/.exec(tile.textContent ?? '')?.[0]))).toEqual([1, 2, 4, 7, 9, 11, 12]);
  });
});

describe('the post pickers of a man-up', () => {
  it('offer the field players in the water, not the goalkeeper', () => {
    const row = (cap: number, goalKeeper = false) =>
      ({ cap, goalKeeper, player: { id: cap, firstName: 'P', lastName: `L${cap}` } }) as MatchPlayerRow;
    render(
      <PostPickers
        caps={[1, 2, 3, 13]}
        roster={[row(1, true), row(2), row(3), row(13, true)]}
        post1={null}
        post2={null}
        tone="primary"
        onPick={() => {}}
      />,
    );
    for (const post of ['Post 1', 'Post 2']) {
      const buttons = within(screen.getByRole('group', { name: post })).getAllByRole('button');
      expect(buttons.map((button) => Number(/\d+/.exec(button.textContent ?? '')?.[0]))).toEqual([2, 3]);
    }
  });
});

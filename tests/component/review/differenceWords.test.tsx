import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DifferenceCard } from '../../../src/app/review/DifferenceCard';
import { differenceWords, groupOf } from '../../../src/app/review/differenceWords';
import type { MatchEvent } from '../../../src/domain/model';
import { findDifferences, type Difference } from '../../../src/domain/review';
import { mirrorEvent } from '../../../src/domain/stats/mirror';
import { renderAt } from '../support/renderAt';
import { exclusionAfter, goalOf, recordOf, uuid } from '../../unit/domain/review/reviewEvents';

const TEAMS = { team1: 'Sharks', team2: 'Tritons' };
/** Team1's goal by #7 in Q2 at 3:12 on the clock (288 s into the quarter), and team2's record of it. */
const GOAL = goalOf({ quarter: 2, time: 480 + 288, playerNumber: 7 });
const THEIRS = recordOf(GOAL, 2);
const EXCLUSION = exclusionAfter(GOAL, { time: GOAL.time });

function wordsOf(team1: MatchEvent[], team2: MatchEvent[], kind: Difference['kind']) {
  const difference = findDifferences({ team1, team2 }, 10).find((found) => found.kind === kind)!;
  expect(difference, kind).toBeDefined();
  const logs = { team1: { events: team1, possessions: [] }, team2: { events: team2, possessions: [] } };
  return differenceWords(difference, { logs, teamNames: TEAMS, team1Id: 10, quarterLength: 480 });
}

describe('a difference in words', () => {
  const saved = { ...THEIRS, shootOutcome: 'MISSFOR' as const, shootResult: 'SAVED' as const };
  it.each([
    ['cap', [GOAL], [{ ...THEIRS, opponentPlayerNumber: 9 }], 'Cap of a Sharks player', '#7', '#9'],
    ['outcome', [GOAL], [saved], 'Outcome', 'Goal', 'Saved'],
    ['time', [GOAL], [{ ...THEIRS, time: 480 + 320 }], 'Time', 'Q2 3:12', 'Q2 2:40'],
    ['situation', [GOAL], [{ ...THEIRS, shootSituation: 'CENTER' as const }], 'Situation', 'Action', 'Center'],
    ['type', [GOAL], [{ ...THEIRS, type: 'EXCLUSIONAGAINST' as const }], 'Different event', 'Shoot', 'Exclusion for'],
    [
      'exclusionType',
      [EXCLUSION],
      [
        {
          ...mirrorEvent(EXCLUSION, { id: 20 })!,
          uuid: uuid(4),
          opponentEventUuid: EXCLUSION.uuid,
          exclusionType: 'PAIR' as const,
        },
      ],
      'Exclusion type',
      'Normal',
      'Pair',
    ],
    [
      'onlyTeam1',
      [GOAL, EXCLUSION],
      [THEIRS],
      'Only in the log of Sharks',
      '#3 excluded, drawn by their #4 · 3:12 · Q2',
      'Not recorded',
    ],
    [
      'duplicate',
      [GOAL],
      [THEIRS, { ...THEIRS, uuid: uuid(5) }],
      'Recorded twice in the log of Tritons',
      'Shoot #7 Goal · 3:12 · Q2',
      'Shoot against by their #7 Goal · 3:12 · Q2',
    ],
    ['score', [GOAL], [saved], 'Goals of Sharks by quarter', '0-1-0-0', '0-0-0-0'],
    ['exclusions', [GOAL, EXCLUSION], [THEIRS], 'Exclusions of Sharks by quarter', '0-1-0-0', '0-0-0-0'],
  ] as const)('%s', (kind, team1, team2, headline, ours, theirs) => {
    const words = wordsOf([...team1], [...team2], kind);
    expect(words.headline).toBe(headline);
    expect(words.versions).toEqual({ team1: ours, team2: theirs });
  });

  it('names the happening a detail is about as team1 recorded it', () => {
    expect(wordsOf([GOAL], [{ ...THEIRS, opponentPlayerNumber: 9 }], 'cap').about).toBe('Shoot #7 Goal · 3:12 · Q2');
  });

  it('groups events one log lacks, duplicates, details and totals', () => {
    const kinds = ['onlyTeam2', 'duplicate', 'time', 'timeouts'] as const;
    expect(kinds.map(groupOf)).toEqual(['missing', 'duplicate', 'details', 'totals']);
  });
});

function renderCard(difference: Difference, versions: Record<'team1' | 'team2', string>, onResolve = vi.fn()) {
  renderAt(
    '/1/review',
    <DifferenceCard
      matchId={1}
      difference={difference}
      words={{ headline: difference.kind, about: '', versions }}
      teamNames={TEAMS}
      canResolve
      onResolve={onResolve}
    />,
  );
  return onResolve;
}

describe('a difference card', () => {
  it('offers taking either team’s version, not an event, and Edit on each version', () => {
    const difference = findDifferences({ team1: [GOAL], team2: [{ ...THEIRS, opponentPlayerNumber: 9 }] }, 10)[0]!;
    const onResolve = renderCard(difference, { team1: '#7', team2: '#9' });
    screen.getByRole('button', { name: 'Take from Tritons' }).click();
    expect(onResolve).toHaveBeenCalledWith('takeTeam2');
    expect(screen.getByRole('button', { name: 'Take from Sharks' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Not an event' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Edit the Sharks event' })).toHaveAttribute('href', `/1/events/${uuid(1)}`);
    expect(screen.getByRole('link', { name: 'Edit the Tritons event' })).toHaveAttribute(
      'href',
      `/1/events/${uuid(2)}`,
    );
  });

  it('offers nothing to tap for a count, which follows from the events', () => {
    const difference: Difference = {
      kind: 'score',
      team1: null,
      team2: null,
      values: { team1: [1], team2: [2] },
      side: 'team1',
    };
    renderCard(difference, { team1: '1-0-0-0', team2: '2-0-0-0' });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

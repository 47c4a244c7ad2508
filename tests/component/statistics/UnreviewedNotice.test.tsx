import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredSummarizedMatch } from '../../../src/data/statistics';
import { UnreviewedNotice } from '../../../src/app/statistics/UnreviewedNotice';
import { renderAt } from '../support/renderAt';

const chosen = (id: number, name: string, differences: number) =>
  ({ match: { id, name }, summary: { matchId: id, differences } }) as unknown as StoredSummarizedMatch;

describe('the notice of differences not reviewed on the statistics screen', () => {
  it('says nothing while every chosen match’s logs agree (or only one log was kept)', () => {
    renderAt('/statistics', <UnreviewedNotice matches={[chosen(1, 'Sharks - Eels', 0)]} />);
    expect(screen.queryByTestId('unreviewed-notice')).toBeNull();
  });

  it('names each match with differences, its count and a link to its review', () => {
    renderAt(
      '/statistics',
      <UnreviewedNotice
        matches={[chosen(1, 'Sharks - Eels', 1), chosen(2, 'Orcas - Otters', 0), chosen(3, 'USA - ESP', 4)]}
      />,
    );
    const notice = screen.getByTestId('unreviewed-notice');
    expect(notice).toHaveTextContent('1 difference not reviewed: Sharks - Eels.');
    expect(notice).toHaveTextContent('4 differences not reviewed: USA - ESP.');
    expect(notice).not.toHaveTextContent('Orcas');
    expect(screen.getAllByRole('link', { name: 'Review' }).map((link) => link.getAttribute('href'))).toEqual([
      '/1/review',
      '/3/review',
    ]);
  });

  it('lists three matches and counts the rest', () => {
    const many = [1, 2, 3, 4, 5].map((id) => chosen(id, `Match ${id}`, id));
    renderAt('/statistics', <UnreviewedNotice matches={many} />);
    expect(screen.getAllByRole('link', { name: 'Review' })).toHaveLength(3);
    expect(screen.getByTestId('unreviewed-notice')).toHaveTextContent('2 more matches have differences not reviewed.');
  });
});

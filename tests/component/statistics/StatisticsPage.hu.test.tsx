import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../src/app/i18n';
import { StatisticsPage } from '../../../src/app/statistics/StatisticsPage';
import { db } from '../../../src/data/db';
import { pullsSettled } from '../../../src/data/pull';
import { renderAt } from '../support/renderAt';
import { serveOneMatch } from './serveOneMatch';

beforeEach(async () => {
  await pullsSettled();
  vi.unstubAllGlobals();
  await Promise.all(db.tables.map((table) => table.clear()));
  await activateLanguage('hu');
});

describe('the statistics screen in Hungarian', () => {
  it('shows the tabs, tables, filters and clip links in Hungarian', async () => {
    serveOneMatch();
    const user = userEvent.setup();
    renderAt('/statistics', <StatisticsPage />);
    const result = await screen.findByRole('group', { name: 'Eredmény' }, { timeout: 5000 });
    expect(within(result).getByTestId('score')).toHaveTextContent('2 – 1');
    expect(screen.getByRole('heading', { name: 'Statisztika' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Statisztikai összesítő nyomtatása' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Összesítő',
      'Játékosok',
      'Lövések',
      'Emberelőny / emberhátrány',
      'Támadások',
      'Összeállítások',
      'Kapus',
    ]);
    const shooting = screen.getByRole('table', { name: 'Lövések: gól/kísérlet helyzetenként' });
    expect(within(shooting).getByRole('columnheader', { name: 'Helyzet' })).toBeInTheDocument();
    expect(within(shooting).getByRole('row', { name: /Center/ })).toHaveTextContent('Center1/10/0');
    expect(within(shooting).getByRole('row', { name: /^%/ })).toHaveTextContent('%66,7%100,0%');
    expect(screen.getByRole('table', { name: 'Csapatstatisztika' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV exportálása: Gólok negyedenként' })).toHaveTextContent(
      'CSV exportálása',
    );
    expect(screen.getByRole('link', { name: 'Alpha góljai, 2. negyed: 1, klipek lejátszása' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mérkőzések' })).toHaveTextContent('Alpha - Beta, 2025. márc. 1.');

    await user.selectOptions(screen.getByLabelText('Csapat'), 'Alpha');
    await user.selectOptions(screen.getByLabelText('Negyed'), '2. negyed');
    await user.click(screen.getByRole('tab', { name: 'Játékosok' }));
    // The quarter's box score paints first; the players' table of the quarter follows a moment later.
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Alpha játékosai' })).getByRole('columnheader', { name: /Gólpassz/ }),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Szűrők törlése' })).toBeInTheDocument();
  }, 20_000);

  it('follows a switch back to English at once', async () => {
    serveOneMatch();
    renderAt('/statistics', <StatisticsPage />);
    await screen.findByRole('table', { name: 'Gólok negyedenként' }, { timeout: 5000 });
    await act(() => activateLanguage('en'));
    expect(screen.getByRole('table', { name: 'Goals per quarter' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Box score' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alpha goals in quarter 2: 1, play clips' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quarter')).toHaveTextContent('Q2');
  }, 20_000);
});

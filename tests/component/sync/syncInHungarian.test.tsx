import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../src/app/i18n';
import { SyncProblemsDialog } from '../../../src/app/sync/SyncProblemsDialog';
import '../support/autoCleanup';
import { SYNC_PROBLEM_ROWS } from './syncProblemRows';

beforeAll(() => activateLanguage('hu'));

describe('the Sync problems panel in Hungarian', () => {
  it('names each failed write, its state and the failure in Hungarian', () => {
    render(<SyncProblemsDialog open onClose={() => {}} rows={SYNC_PROBLEM_ROWS} />);
    const dialog = screen.getByRole('dialog', { name: 'Szinkronizálási hibák' });
    const items = within(dialog).getAllByRole('listitem');
    expect(
      items.map((item) =>
        within(item)
          .getAllByRole('paragraph')
          .map((line) => line.textContent),
      ),
    ).toEqual([
      ['Esemény rögzítése · többszöri hiba után leállt', 'HTTP 422: refused'],
      ['Mérkőzés kezdése · újra megpróbáljuk (2 sikertelen)', 'Nem érkezett válasz a szervertől'],
      // Recorded before failures were kept as data: the line as it was stored.
      ['Támadás törlése · újra megpróbáljuk (1 sikertelen)', 'HTTP 400'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Exportálás JSON-ként' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Bezárás' })).toBeInTheDocument();
  });

  it('asks in Hungarian before discarding a parked write', async () => {
    const user = userEvent.setup();
    render(<SyncProblemsDialog open onClose={() => {}} rows={SYNC_PROBLEM_ROWS} />);
    await user.click(screen.getByRole('button', { name: 'Elvetés' }));
    const confirm = await screen.findByRole('dialog', { name: 'Elveted ezt a módosítást?' });
    expect(confirm).toHaveTextContent('Esemény rögzítése – ez soha nem jut el a szerverre.');
    expect(within(confirm).getByRole('button', { name: 'Mégse' })).toBeInTheDocument();
  });
});

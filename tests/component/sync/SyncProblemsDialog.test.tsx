import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SyncProblemsDialog } from '../../../src/app/sync/SyncProblemsDialog';
import '../support/autoCleanup';
import { SYNC_PROBLEM_ROWS } from './syncProblemRows';

describe('the Sync problems panel', () => {
  it('names each failed write, its state and what the server said', () => {
    render(<SyncProblemsDialog open onClose={() => {}} rows={SYNC_PROBLEM_ROWS} />);
    const dialog = screen.getByRole('dialog', { name: 'Sync problems' });
    const items = within(dialog).getAllByRole('listitem');
    expect(
      items.map((item) =>
        within(item)
          .getAllByRole('paragraph')
          .map((line) => line.textContent),
      ),
    ).toEqual([
      ['Event create · stopped after repeated failures', 'HTTP 422: refused'],
      ['Match start · will retry (2 failed)', 'No answer from the server'],
      ['Possession delete · will retry (1 failed)', 'HTTP 400'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Export JSON' })).toBeInTheDocument();
  });

  it('asks before discarding a parked write', async () => {
    const user = userEvent.setup();
    render(<SyncProblemsDialog open onClose={() => {}} rows={SYNC_PROBLEM_ROWS} />);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this write?' });
    expect(confirm).toHaveTextContent('Event create will never reach the server. Export it first if you may need it.');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('says so when nothing is waiting', () => {
    render(<SyncProblemsDialog open onClose={() => {}} rows={[]} />);
    expect(screen.getByRole('dialog', { name: 'Sync problems' })).toHaveTextContent('Nothing is waiting.');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SettingsPage } from '../../../src/app/account/SettingsPage';
import { Snackbar } from '../../../src/app/ui/Snackbar';
import { EMPTY_SESSION, setSession } from '../../../src/data/auth';
import type { Account } from '../../../src/domain/model';
import { stubServer } from '../support/fakeServer';
import { renderAt } from '../support/renderAt';

const ACCOUNT: Account = {
  id: 3,
  login: 'ada',
  firstName: 'Ada',
  lastName: 'Kovács',
  email: 'ada@poolside.test',
  activated: true,
  langKey: null,
  imageUrl: null,
  authorities: ['ROLE_USER'],
  userExtra: { id: 7, organization: { id: 1 }, user: { id: 3 } },
};

beforeEach(() => setSession({ token: 'a.b.c', account: ACCOUNT, error: null }));
afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ ...EMPTY_SESSION });
});

it('shows the language, English when the account has none', () => {
  renderAt('/settings', <SettingsPage />);
  expect(screen.getByLabelText('Language')).toHaveValue('en');
  expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('option', { name: 'Magyar' })).toHaveAttribute('lang', 'hu');
});

it('Save posts the account fields as before plus its langKey, says so and opens /', async () => {
  const user = userEvent.setup();
  const calls = stubServer((_url, method) => ({
    status: 200,
    body: method === 'GET' ? { ...ACCOUNT, langKey: 'en' } : {},
  }));
  const view = renderAt(
    '/settings',
    <>
      <SettingsPage />
      <Snackbar />
    </>,
  );
  await user.clear(screen.getByLabelText('First name'));
  await user.type(screen.getByLabelText('First name'), 'Adél');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Data saved')).toBeInTheDocument();
  expect(calls[0]).toEqual({
    url: '/api/account',
    method: 'POST',
    body: {
      firstName: 'Adél',
      lastName: 'Kovács',
      email: 'ada@poolside.test',
      login: 'ada',
      userExtra: ACCOUNT.userExtra,
      langKey: 'en',
    },
  });
  await waitFor(() => expect(view.currentPath()).toBe('/'));
});

it('a failing save says it cannot save the data and stays', async () => {
  const user = userEvent.setup();
  stubServer(() => ({ status: 500 }));
  const view = renderAt(
    '/settings',
    <>
      <SettingsPage />
      <Snackbar />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Cannot save data')).toBeInTheDocument();
  expect(view.currentPath()).toBe('/settings');
});

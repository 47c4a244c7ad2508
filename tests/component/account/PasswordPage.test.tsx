import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { PasswordPage } from '../../../src/app/account/PasswordPage';
import { session, setSession } from '../../../src/data/auth/session';
import { Snackbar } from '../../../src/app/ui/Snackbar';
import { stubServer } from '../support/fakeServer';
import { renderAt } from '../support/renderAt';

afterEach(() => vi.unstubAllGlobals());

async function fill(current: string, next: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('New password confirmation'), confirmation);
  return user;
}

it('shows the length messages and keeps Save disabled', async () => {
  renderAt('/password', <PasswordPage />);
  await fill('old', 'abc', 'abc');
  expect(await screen.findByText('Password must be at least 4 characters')).toBeInTheDocument();
  expect(screen.getByText('Password confirmation must be at least 4 characters')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

it('from 4 to 7 characters names the 8 a new password needs', async () => {
  renderAt('/password', <PasswordPage />);
  await fill('old', 'abcdefg', 'abcd');
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(screen.getByText('Password confirmation must be at least 8 characters')).toBeInTheDocument();
  expect(screen.queryByText(/at least 4 characters/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

it('a mismatch shows its message and sends nothing', async () => {
  const calls = stubServer(() => ({ status: 200 }));
  renderAt('/password', <PasswordPage />);
  const user = await fill('old-pass', 'new-pass-1', 'new-pass-2');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Password and its confirmation do not match!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('success says so and opens /; failure says it was not successful', async () => {
  let status = 400;
  const calls = stubServer(() => ({ status }));
  const view = renderAt(
    '/password',
    <>
      <PasswordPage />
      <Snackbar />
    </>,
  );
  const user = await fill('old-pass', 'new-pass', 'new-pass');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Reset password was not successful!')).toBeInTheDocument();
  expect(view.currentPath()).toBe('/password');

  status = 200;
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Reset password succeeded!')).toBeInTheDocument();
  await waitFor(() => expect(view.currentPath()).toBe('/'));
  expect(calls.at(-1)).toMatchObject({
    url: '/api/account/change-password',
    body: { currentPassword: 'old-pass', newPassword: 'new-pass' },
  });
});

it('after a change the token the server answers replaces the old one, so the user stays signed in', async () => {
  setSession({ token: 'old-token' });
  const calls = stubServer((url) =>
    url.endsWith('/change-password')
      ? { status: 200, body: { id_token: 'fresh-token' } }
      : { status: 200, body: { id: 1, login: 'admin', authorities: ['ROLE_ADMIN'], passwordChangeRequired: false } },
  );
  renderAt('/password', <PasswordPage />);
  const user = await fill('old-pass', 'new-pass', 'new-pass');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  // Generous waits: the token is written to IndexedDB first, which a busy machine makes slow.
  await waitFor(() => expect(session.token).toBe('fresh-token'), { timeout: 5_000 });
  await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/account'), { timeout: 5_000 });
  setSession({ token: null, account: null });
});

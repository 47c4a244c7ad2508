import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../src/app/auth/LoginPage';
import { EMPTY_SESSION, session, setSession } from '../../../src/data/auth';
import { stubServer } from '../support/fakeServer';
import { renderAt } from '../support/renderAt';

afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ ...EMPTY_SESSION });
});

it('Login is disabled until username and password are filled', async () => {
  const user = userEvent.setup();
  renderAt('/login', <LoginPage />);
  const button = screen.getByRole('button', { name: 'Login' });
  expect(button).toBeDisabled();
  await user.type(screen.getByLabelText('Username'), 'admin');
  expect(button).toBeDisabled();
  await user.type(screen.getByLabelText('Password'), 'admin');
  await waitFor(() => expect(button).toBeEnabled());
  expect(screen.getByRole('link', { name: 'Did you forget your password?' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
});

it('a failed login shows the error under the form and stays on /login', async () => {
  const user = userEvent.setup();
  const calls = stubServer(() => ({ status: 401 }));
  const view = renderAt('/login', <LoginPage />);
  await user.type(screen.getByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'nope');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  expect(calls[0]).toMatchObject({
    url: '/api/authenticate',
    method: 'POST',
    body: { username: 'admin', password: 'nope', rememberMe: false },
  });
  expect(view.currentPath()).toBe('/login');
});

it('a successful login loads the account, then opens /', async () => {
  const user = userEvent.setup();
  const calls = stubServer((url) =>
    url.endsWith('/authenticate')
      ? { status: 200, body: { id_token: 'a.b.c' } }
      : { status: 200, body: { login: 'admin', authorities: ['ROLE_ADMIN'] } },
  );
  const view = renderAt('/login', <LoginPage />);
  await user.type(screen.getByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'admin');
  await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(view.currentPath()).toBe('/'));
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/authenticate', 'GET /api/account']);
  expect(calls[0]!.body).toMatchObject({ rememberMe: true });
  expect(session.account?.login).toBe('admin');
});

it('a field left empty says Required, and the error goes once it is filled', async () => {
  const user = userEvent.setup();
  renderAt('/login', <LoginPage />);
  expect(screen.queryByText('Required')).toBeNull();
  await user.click(screen.getByLabelText('Username'));
  await user.tab();
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Required');
  expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  await user.type(screen.getByLabelText('Username'), 'admin');
  expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  await user.type(screen.getByLabelText('Password'), 'x');
  await user.clear(screen.getByLabelText('Password'));
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required');
});

it('a username of spaces is no username, and spaces around one are not sent', async () => {
  const user = userEvent.setup();
  const calls = stubServer(() => ({ status: 401 }));
  renderAt('/login', <LoginPage />);
  await user.type(screen.getByLabelText('Username'), '   ');
  await user.type(screen.getByLabelText('Password'), 'admin');
  expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Required');
  await user.type(screen.getByLabelText('Username'), 'admin ');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('alert');
  expect(calls[0]).toMatchObject({ body: { username: 'admin', password: 'admin' } });
});

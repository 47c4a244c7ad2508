import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { PasswordPage } from '../../../src/app/account/PasswordPage';
import { LoginPage } from '../../../src/app/auth/LoginPage';
import { activateLanguage } from '../../../src/app/i18n';
import { EMPTY_SESSION, setSession } from '../../../src/data/auth';
import { stubServer } from '../support/fakeServer';
import { renderAt } from '../support/renderAt';

beforeAll(() => activateLanguage('hu'));
afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ ...EMPTY_SESSION });
});

it('the login form, its validation and a failed login speak Hungarian', async () => {
  const user = userEvent.setup();
  stubServer(() => ({ status: 401 }));
  renderAt('/login', <LoginPage />);
  expect(screen.getByRole('heading', { name: 'Bejelentkezés' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Elfelejtetted a jelszavad?' })).toHaveAttribute('href', '/reset-password');
  await user.click(screen.getByLabelText('Felhasználónév'));
  await user.tab();
  expect(screen.getByLabelText('Felhasználónév')).toHaveAccessibleDescription('Kötelező mező');
  await user.type(screen.getByLabelText('Felhasználónév'), 'admin');
  await user.type(screen.getByLabelText('Jelszó'), 'nope');
  await user.click(screen.getByLabelText('Maradjak bejelentkezve'));
  await user.click(screen.getByRole('button', { name: 'Bejelentkezés' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Hibás felhasználónév vagy jelszó');
});

it('the password form names its limits and a mismatch in Hungarian', async () => {
  const user = userEvent.setup();
  stubServer(() => ({ status: 200 }));
  renderAt('/password', <PasswordPage />);
  await user.type(screen.getByLabelText('Jelenlegi jelszó'), 'old-pass');
  await user.type(screen.getByLabelText('Új jelszó'), 'abcdefg');
  expect(await screen.findByText('A jelszó legalább 8 karakter legyen')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Új jelszó'), 'h');
  await user.type(screen.getByLabelText('Új jelszó megerősítése'), 'abcdefgx');
  await user.click(screen.getByRole('button', { name: 'Mentés' }));
  expect(await screen.findByText('A jelszó és a megerősítése nem egyezik!')).toBeInTheDocument();
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { SettingsPage } from '../../../src/app/account/SettingsPage';
import { currentLanguage } from '../../../src/app/i18n';
import { Snackbar } from '../../../src/app/ui/Snackbar';
import { EMPTY_SESSION, session, setSession } from '../../../src/data/auth';
import type { Account } from '../../../src/domain/model';
import { stubServer } from '../support/fakeServer';
import { renderAt } from '../support/renderAt';

const ACCOUNT: Account = {
  id: 4,
  login: 'bela',
  firstName: 'Béla',
  lastName: 'Nagy',
  email: 'bela@poolside.test',
  activated: true,
  langKey: 'en',
  imageUrl: null,
  authorities: ['ROLE_USER'],
  userExtra: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ ...EMPTY_SESSION });
});

/** Opens Settings, picks `label`, saves and waits for the snackbar `saved`; the server answers the account with the langKey last posted. */
async function saveLanguage(label: string, saved: string) {
  const user = userEvent.setup();
  const calls = stubServer((_url, method) => {
    const posted = calls.findLast((call) => call.method === 'POST')?.body as Partial<Account> | undefined;
    return { status: 200, body: method === 'GET' ? { ...ACCOUNT, langKey: posted?.langKey ?? null } : {} };
  });
  const view = renderAt(
    '/settings',
    <>
      <SettingsPage />
      <Snackbar />
    </>,
  );
  await user.selectOptions(screen.getByRole('combobox'), label);
  await user.click(screen.getByRole('button', { name: /^(Save|Mentés)$/ }));
  expect(await screen.findByText(saved)).toBeInTheDocument();
  await waitFor(() => expect(view.currentPath()).toBe('/'));
  view.unmount();
  return calls.find((call) => call.method === 'POST')?.body;
}

it('saving Magyar sends langKey hu and the app speaks Hungarian at once; English brings English back', async () => {
  setSession({ token: 'a.b.c', account: ACCOUNT, error: null });
  expect(await saveLanguage('Magyar', 'Adatok elmentve')).toMatchObject({ login: 'bela', langKey: 'hu' });
  expect(currentLanguage()).toBe('hu');
  expect(session.account?.langKey).toBe('hu');

  const hungarian = renderAt('/settings', <SettingsPage />);
  expect(screen.getByRole('heading', { name: 'Beállítások' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nyelv')).toHaveValue('hu');
  expect(screen.getByLabelText('Keresztnév')).toHaveValue('Béla');
  expect(screen.getByText('A felhasználónév nem módosítható.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mégse' })).toBeInTheDocument();
  hungarian.unmount();

  expect(await saveLanguage('English', 'Data saved')).toMatchObject({ langKey: 'en' });
  expect(currentLanguage()).toBe('en');
  renderAt('/settings', <SettingsPage />);
  expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LANGUAGE_KEY, startLanguage } from '../../../src/app/i18n';
import { AppLayout } from '../../../src/app/layout/AppLayout';
import { ScreenLoadError } from '../../../src/app/routing/ScreenLoadError';
import { EMPTY_SESSION, setSession } from '../../../src/data/auth';
import type { Account } from '../../../src/domain/model';
import { renderAt } from '../support/renderAt';

const account: Account = {
  id: 1,
  login: 'admin',
  firstName: null,
  lastName: null,
  email: null,
  activated: true,
  langKey: 'hu',
  imageUrl: null,
  authorities: ['ROLE_ADMIN', 'ROLE_USER'],
  userExtra: null,
  passwordChangeRequired: true,
};

beforeAll(async () => {
  // A visitor who chose Magyar on this device before: the app starts in Hungarian.
  localStorage.setItem(DEVICE_LANGUAGE_KEY, 'hu');
  await startLanguage();
});

afterEach(() => setSession({ ...EMPTY_SESSION }));

describe('the frame in Hungarian', () => {
  it('signed out: the bar, the footer and the language switch speak Hungarian, and <html lang> is hu', () => {
    renderAt('/home', <AppLayout>page</AppLayout>);
    expect(document.documentElement.lang).toBe('hu');
    expect(screen.getByRole('navigation', { name: 'Fő' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kapcsolat' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Menü' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ugrás a tartalomhoz' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Poolside. Minden jog fenntartva`,
    );
    expect(screen.getByRole('combobox', { name: 'Nyelv' })).toHaveValue('hu');
  });

  it('signed in: the links, the sync indicator and the default-password warning are Hungarian, and no language switch is offered', async () => {
    setSession({ token: 't', account });
    renderAt('/', <AppLayout>page</AppLayout>);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Funkciók' })).toHaveAttribute('href', '/'));
    expect(screen.getByRole('link', { name: 'Fiók' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adminisztráció' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kijelentkezés' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Még az alapértelmezett jelszavadat használod. Változtasd meg most.',
    );
    expect(screen.getByRole('link', { name: 'Jelszó módosítása' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Később' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Nyelv' })).toBeNull();
    const syncStatus = await screen.findByRole('button', { name: 'Minden szinkronizálva' }, { timeout: 15_000 });
    expect(syncStatus).toHaveAttribute('title', 'Még nem volt szinkronizálás');
  });

  it('a screen that could not load says so in Hungarian', () => {
    renderAt('/x', <ScreenLoadError onReload={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Ezt a képernyőt nem sikerült betölteni' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újratöltés' })).toBeInTheDocument();
  });

  // Last: it leaves the page in English.
  it('choosing English with the switch changes the texts at once and is remembered on the device', async () => {
    const user = userEvent.setup();
    renderAt('/home', <AppLayout>page</AppLayout>);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nyelv' }), 'English');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Contact' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved');
    expect(localStorage.getItem(DEVICE_LANGUAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLayout } from '../../../src/app/layout/AppLayout';
import { EMPTY_SESSION, setSession } from '../../../src/data/auth';
import { renderAt } from '../support/renderAt';

const account = (authorities: string[]) =>
  ({
    id: 1,
    login: 'x',
    firstName: null,
    lastName: null,
    email: null,
    activated: true,
    langKey: 'en',
    imageUrl: null,
    authorities,
    userExtra: null,
  }) as never;

afterEach(() => setSession({ ...EMPTY_SESSION }));

describe('the navigation bar', () => {
  it('signed out shows Blog and Contact, and the logo links to /home', () => {
    renderAt('/contact', <AppLayout>page</AppLayout>);
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Poolside' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it.each([
    [['ROLE_USER'], false],
    [['ROLE_ADMIN', 'ROLE_USER'], true],
  ])('signed in with %j shows Features, Account, Logout; Admin: %s', async (authorities, hasAdmin) => {
    setSession({ token: 't', account: account(authorities) });
    renderAt('/', <AppLayout>page</AppLayout>);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/'));
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' }) !== null).toBe(hasAdmin);
  });

  it('the menu button toggles the list and every navigation closes it', async () => {
    const user = userEvent.setup();
    const view = renderAt('/contact', <AppLayout>page</AppLayout>);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    act(() => view.navigate('/blog'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('the footer names the current year and says All rights reserved', () => {
    renderAt('/home', <AppLayout>page</AppLayout>);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Poolside. All rights reserved`,
    );
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLayout } from '../../../src/app/layout/AppLayout';
import { EMPTY_SESSION, setSession } from '../../../src/data/auth';
import type { Account } from '../../../src/domain/model';
import { renderAt } from '../support/renderAt';

const WARNING = 'Your password is the default one. Change it now.';

const admin = (passwordChangeRequired: boolean | undefined): Account => ({
  id: 1,
  login: 'admin',
  firstName: null,
  lastName: null,
  email: null,
  activated: true,
  langKey: 'en',
  imageUrl: null,
  authorities: ['ROLE_ADMIN', 'ROLE_USER'],
  userExtra: null,
  ...(passwordChangeRequired === undefined ? {} : { passwordChangeRequired }),
});

afterEach(() => setSession({ ...EMPTY_SESSION }));

describe('the default-password warning', () => {
  it.each<[string, boolean, string | null, boolean | undefined]>([
    ['an account still on its default password', true, 't', true],
    ['an account whose password was changed', false, 't', false],
    ['an account from a server that does not tell', false, 't', undefined],
    ['nobody signed in', false, null, true],
  ])('%s: shown %s', (_, isShown, token, passwordChangeRequired) => {
    setSession({ token, account: admin(passwordChangeRequired) });
    renderAt('/', <AppLayout>page</AppLayout>);
    expect(screen.queryByRole('alert') !== null).toBe(isShown);
    if (isShown) expect(screen.getByRole('alert')).toHaveTextContent(WARNING);
  });

  it('leads to the change-password screen, beside the page rather than over it', async () => {
    setSession({ token: 't', account: admin(true) });
    const view = renderAt(
      '/',
      <AppLayout>
        <button type="button">Start match</button>
      </AppLayout>,
    );

    // In the page flow before the page's own controls, so it covers none of them.
    const banner = screen.getByRole('alert');
    expect(screen.getByRole('main').firstElementChild).toBe(banner);
    expect(banner.className).not.toMatch(/\b(fixed|absolute)\b/);
    expect(screen.getByRole('button', { name: 'Start match' })).toBeEnabled();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Change password' }));
    expect(view.currentPath()).toBe('/password');
    expect(screen.queryByRole('link', { name: 'Change password' })).toBeNull();
  });

  it('goes once the reloaded account says the password was changed', async () => {
    setSession({ token: 't', account: admin(true) });
    renderAt('/password', <AppLayout>page</AppLayout>);
    expect(screen.getByRole('alert')).toHaveTextContent(WARNING);

    act(() => setSession({ account: admin(false) }));

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});

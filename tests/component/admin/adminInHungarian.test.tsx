import '../support/resizeObserver';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { AdminArea } from '../../../src/app/admin/AdminArea';
import { activateLanguage } from '../../../src/app/i18n';
import { Snackbar } from '../../../src/app/ui/Snackbar';
import { fakeApi } from '../manage/fakeApi';
import { renderAt } from '../support/renderAt';

afterEach(() => vi.unstubAllGlobals());

const anna = {
  id: 3,
  login: 'anna',
  firstName: 'Anna',
  lastName: 'Kovács',
  email: 'anna@example.com',
  activated: true,
  langKey: 'hu',
  authorities: ['ROLE_ADMIN', 'ROLE_USER'],
  createdBy: 'system',
  createdDate: new Date(2025, 2, 1, 18, 0).toISOString(),
};

function renderAdmin(path: string) {
  const calls = fakeApi(({ method, path: apiPath }) => {
    if (apiPath === '/api/admin/users') return { body: [anna], total: 1 };
    if (apiPath === '/api/admin/users/anna') return { body: anna };
    if (apiPath === '/api/user-extras/3') return { body: { id: 3, organization: { id: 1, name: 'Ferencvárosi TC' } } };
    if (method === 'PUT') return { body: { ...anna, activated: false } };
    if (method === 'POST') return { status: 201, body: { ...anna, login: 'bela' } };
    return { body: {} };
  });
  renderAt(
    path,
    <>
      <AdminArea />
      <Snackbar />
    </>,
  );
  return calls;
}

it('switches the users list from English to Hungarian where it stands: headers, roles, yes and no', async () => {
  renderAdmin('/admin/user');
  const table = await screen.findByRole('table');
  expect(await within(table).findByText('ADMIN, USER')).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: /Login/ })).toBeInTheDocument();
  expect(within(table).getByText('Yes')).toBeInTheDocument();

  await act(() => activateLanguage('hu'));

  expect(screen.getByRole('heading', { level: 1, name: 'Adminisztráció' })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: /Felhasználónév/ })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: 'Jogosultságok' })).toBeInTheDocument();
  expect(within(table).getByText('Adminisztrátor, Felhasználó')).toBeInTheDocument();
  expect(within(table).getByText('Igen')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail-cím')).toBeInTheDocument();
  expect(within(table).queryByText('ADMIN, USER')).not.toBeInTheDocument();
});

it("shows a user's access and organisation in Hungarian, and says so in Hungarian when the admin deactivates them", async () => {
  const calls = renderAdmin('/admin/user/anna');
  expect(await screen.findByText(/^anna bejelentkezhet\./)).toHaveTextContent(
    'anna bejelentkezhet. A jelszó-visszaállító link a(z) anna@example.com címre megy',
  );
  expect(screen.getByRole('heading', { name: 'Hozzáférés' })).toBeInTheDocument();
  expect(
    await screen.findByText(
      'anna a(z) Ferencvárosi TC tagja, és látja a bajnokságait, csapatait, mérkőzéseit és statisztikáit.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Szervezet módosítása' })).toBeInTheDocument();
  expect(screen.getByText('Jogosultságok')).toBeInTheDocument();
  expect(screen.getByText('2025. márc. 1. 18:00, system')).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Letiltás' }));
  expect(await screen.findByText('anna letiltva')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ login: 'anna', activated: false });
});

it('offers the roles with their Hungarian descriptions on the new user form, and the new user speaks Hungarian too', async () => {
  const calls = renderAdmin('/admin/user/new');
  expect(
    await screen.findByRole('checkbox', { name: 'Adminisztrátor (felhasználókat és szervezeteket kezel)' }),
  ).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Felhasználó (mérkőzéseket rögzít, adatokat kezel)' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Aktív (bejelentkezhet)' })).toBeChecked();
  expect(screen.getByText('Betűk, számjegyek és _ . @ -')).toBeInTheDocument();

  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Felhasználónév'), 'bela');
  await user.click(screen.getByRole('button', { name: 'Mentés' }));
  expect(await screen.findByText('A jelszóbeállító link küldéséhez e-mail-cím kell')).toBeInTheDocument();
  await user.type(screen.getByLabelText('E-mail-cím'), 'bela@example.com');
  await user.click(screen.getByRole('button', { name: 'Mentés' }));
  await waitFor(() =>
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ login: 'bela', langKey: 'hu' }),
  );
});

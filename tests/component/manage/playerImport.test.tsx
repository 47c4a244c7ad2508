import '../support/resizeObserver';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../src/app/i18n';
import { teamEntity } from '../../../src/app/manage/entities/teamEntity';
import { EntityArea } from '../../../src/app/manage/entity/EntityArea';
import { Snackbar } from '../../../src/app/ui/Snackbar';
import { renderAt } from '../support/renderAt';
import { fakeApi } from './fakeApi';

beforeAll(() => activateLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

const team = { id: 2, name: 'Ferencváros', shortName: 'FTC' };

/** The import page of team 2 with a server that knows the team, no players, and counts what it is sent. */
const renderImport = () => {
  const calls = fakeApi(({ method, path }) =>
    path === '/api/teams/2'
      ? { body: team }
      : method === 'POST'
        ? { body: { created: 2, updated: 0, players: [], matchPlayers: [] } }
        : { body: [], total: 0 },
  );
  renderAt(
    '/manage/team/2/import',
    <>
      <EntityArea base="/manage" configs={[teamEntity]} title="Manage" intro="" />
      <Snackbar />
    </>,
  );
  return () => calls.filter((call) => call.method === 'POST');
};

const paste = async (csv: string) => {
  const user = userEvent.setup();
  const box = await screen.findByLabelText('CSV: first name, last name, cap, goalkeeper, birth year');
  // A click and paste, as a coach copies a sheet: typing would read "{" and "[" as keys.
  await user.click(box);
  await user.paste(csv);
  return user;
};

it('imports a sheet with Hungarian headers and igen / nem as goalkeepers', async () => {
  const posts = renderImport();
  const user = await paste('Vezetéknév;Keresztnév;Sapkaszám;Kapus\nVogel;Soma;1;Igen\nVarga;Dénes;7;nem');
  expect(await screen.findByText('2 rows, all ready.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Import 2 players' }));
  await vi.waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]).toMatchObject({
    path: '/api/teams/2/players/import',
    body: {
      players: [
        { firstName: 'Soma', lastName: 'Vogel', cap: 1, goalKeeper: true },
        { firstName: 'Dénes', lastName: 'Varga', cap: 7, goalKeeper: false },
      ],
    },
  });
});

it('refuses a goalkeeper value it does not know, naming row and column, and imports nothing', async () => {
  const posts = renderImport();
  const user = await paste('Vezetéknév;Keresztnév;Sapkaszám;Kapus\nVogel;Soma;1;igen\nVarga;Dénes;7;talán');
  expect(await screen.findByText('2 rows, 1 with problems.')).toBeInTheDocument();
  expect(screen.getByText('Line 3, column "Kapus": "talán" is not yes or no')).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: 'Import 2 players' });
  expect(submit).toBeDisabled();
  await user.click(submit);
  expect(posts()).toEqual([]);
});

import '../support/resizeObserver';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../src/app/i18n';
import { leagueEntity } from '../../../src/app/manage/entities/leagueEntity';
import { matchEntity } from '../../../src/app/manage/entities/matchEntity';
import { teamEntity } from '../../../src/app/manage/entities/teamEntity';
import { EntityArea } from '../../../src/app/manage/entity/EntityArea';
import { clockProblemText } from '../../../src/app/manage/match/clockProblemText';
import { tipsFileProblemText } from '../../../src/app/manage/match/tipsFileProblemText';
import { tipsFromImportFile } from '../../../src/data/manage';
import { Snackbar } from '../../../src/app/ui/Snackbar';
import { renderAt } from '../support/renderAt';
import { fakeApi } from './fakeApi';

beforeAll(() => activateLanguage('hu'));
afterEach(() => vi.unstubAllGlobals());

const leagues = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `OB I ${i + 1}`, season: '2025/26' }));
const team = { id: 2, name: 'Ferencváros', shortName: 'FTC' };
const match = {
  id: 4,
  name: 'Ferencváros – Szolnok',
  status: 'ENDED',
  team1: team,
  team2: { id: 3, name: 'Szolnok' },
};
const roster = [
  { id: 40, cap: 1, goalKeeper: true, team, player: { id: 9, firstName: 'Soma', lastName: 'Vogel' } },
  { id: 41, cap: 7, goalKeeper: false, team, player: { id: 10, firstName: 'Dénes', lastName: 'Varga' } },
];

const renderArea = (path: string, answer: Parameters<typeof fakeApi>[0]) => {
  fakeApi(answer);
  return renderAt(
    path,
    <>
      <EntityArea base="/manage" configs={[leagueEntity, teamEntity, matchEntity]} title="Adatkezelés" intro="" />
      <Snackbar />
    </>,
  );
};

it('shows the list, its filters and its pager in Hungarian, with Hungarian number formatting', async () => {
  renderArea('/manage/league', () => ({ body: leagues, total: 12345 }));
  expect(await screen.findByText('1–20. sor, összesen 12 345')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('(12 345)');
  expect(screen.getByRole('link', { name: 'Új bajnokság' })).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Szűrők' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Szűrők törlése' })).toBeDisabled();
  const pager = screen.getByRole('navigation', { name: 'Oldalak' });
  expect(within(pager).getByRole('button', { name: 'Következő oldal' })).toBeEnabled();
  expect(within(pager).getByRole('button', { name: 'Előző oldal' })).toBeDisabled();
  expect(within(pager).getByRole('combobox', { name: 'Oldalanként' })).toHaveValue('20');
  expect(
    within(pager)
      .getByRole('spinbutton', { name: /^Oldal/ })
      .closest('label'),
  ).toHaveTextContent(/^Oldal\s*\/ 618$/);
});

it('checks the form and confirms a delete in Hungarian', async () => {
  const user = userEvent.setup();
  const view = renderArea('/manage/league/new', ({ method, path }) =>
    method === 'DELETE'
      ? { status: 204 }
      : path === '/api/leagues'
        ? { body: leagues, total: 20 }
        : { body: leagues[0] },
  );
  await user.click(await screen.findByRole('button', { name: 'Mentés' }));
  expect(await screen.findByText('Kötelező')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mégse' })).toBeInTheDocument();

  view.navigate('/manage/league/1');
  await user.click(await screen.findByRole('button', { name: 'Törlés' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('„OB I 1 2025/26” bajnokság törlése?');
  expect(dialog).toHaveTextContent('Ez nem vonható vissza.');
  await user.click(within(dialog).getByRole('button', { name: 'Törlés' }));
  expect(await screen.findByText('„OB I 1 2025/26” bajnokság törölve')).toBeInTheDocument();
});

it("shows a match's roster and panels in Hungarian", async () => {
  renderArea('/manage/match/4', ({ path }) => {
    if (path === '/api/matches/4') return { body: match };
    if (path === '/api/match-players') return { body: roster, total: roster.length };
    if (path.startsWith('/api/match')) return { body: [], total: 0 };
    return { body: {} };
  });
  const rosters = await screen.findByRole('region', { name: 'Keretek' });
  const ferencvaros = await within(rosters).findByRole('table', { name: /Ferencváros/ });
  expect(
    within(ferencvaros)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Sapkaszám', 'Játékos', 'Kapus', 'Műveletek']);
  expect(within(ferencvaros).getByRole('spinbutton', { name: 'Vogel Soma sapkaszáma' })).toHaveValue(1);
  expect(within(rosters).getByRole('button', { name: 'Szolnok játékosainak felvétele' })).toBeInTheDocument();
  expect(within(rosters).getByText('Még senki.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Mérkőzésarchívum' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mérkőzés exportálása' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Videók' })).toBeInTheDocument();
});

it("checks a team's player import in Hungarian", async () => {
  const user = userEvent.setup();
  renderArea('/manage/team/2/import', ({ path }) =>
    path === '/api/teams/2' ? { body: team } : { body: [], total: 0 },
  );
  expect(await screen.findByRole('heading', { name: 'Játékosok importálása CSV-ből' })).toBeInTheDocument();
  expect(screen.getByText('Még nincs mit importálni.')).toBeInTheDocument();
  await user.type(
    screen.getByLabelText('CSV: keresztnév, vezetéknév, sapkaszám, kapus, születési év'),
    'Soma,Vogel,1,yes{Enter}Dénes,Varga,200,',
  );
  expect(await screen.findByText('2 sor, ebből 1 hibás.')).toBeInTheDocument();
  expect(screen.getByText('Rendben, új játékos')).toBeInTheDocument();
  expect(screen.getByText('A sapkaszám („200”) nem 1 és 99 közötti szám')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '2 játékos importálása' })).toBeDisabled();
});

it('names a play-by-play clock outside its quarter in Hungarian', () => {
  expect(clockProblemText({ code: 'longerThanQuarter', line: 2, clock: '8:00', quarterClock: '7:00' })).toBe(
    '2. sor: az óraállás („8:00”) hosszabb, mint egy negyed (7:00)',
  );
});

it('refuses a play-by-play file without its columns in Hungarian', () => {
  let caught: unknown;
  try {
    tipsFromImportFile('quarter,clock\n1,7:00');
  } catch (error) {
    caught = error;
  }
  expect(tipsFileProblemText(caught)).toBe(
    'Az eseménynapló CSV-ből hiányoznak ezek az oszlopok: team, cap, player, action, detail',
  );
});

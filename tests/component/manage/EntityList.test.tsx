import '../support/resizeObserver';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { leagueEntity } from '../../../src/app/manage/entities/leagueEntity';
import { EntityArea } from '../../../src/app/manage/entity/EntityArea';
import { renderAt } from '../support/renderAt';
import { fakeApi } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

const leagues = (page: number) =>
  Array.from({ length: 20 }, (_, i) => ({
    id: page * 20 + i + 1,
    name: `League ${page * 20 + i + 1}`,
    season: '2025',
  }));

function renderLeagues(path: string) {
  const calls = fakeApi(({ query }) => ({ body: leagues(Number(query.get('page'))), total: 1234 }));
  const view = renderAt(path, <EntityArea base="/manage" configs={[leagueEntity]} title="Manage" intro="" />);
  const lists = () => calls.filter((call) => call.path === '/api/leagues');
  return { ...view, lists };
}

it('asks the server for one page with the URL filters and shows the total', async () => {
  const { lists } = renderLeagues('/manage/league?name.contains=Cup');
  expect(await screen.findByRole('heading', { level: 2, name: 'Leagues (1,234)' })).toBeInTheDocument();
  expect(Object.fromEntries(lists()[0]!.query)).toEqual({
    'name.contains': 'Cup',
    page: '0',
    size: '20',
    sort: 'name,asc',
  });
  expect(screen.getByText('Rows 1–20 of 1,234')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Name' })).toHaveValue('Cup');
});

it('sorts by a header, pages with the keyboard and changes the page size', async () => {
  const { lists, currentPath } = renderLeagues('/manage/league');
  await screen.findByText('League 1');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Name/ }));
  await waitFor(() => expect(lists().at(-1)!.query.get('sort')).toBe('name,desc'));
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');

  screen.getByRole('button', { name: 'Next page' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(lists().at(-1)!.query.get('page')).toBe('1'));
  expect(await screen.findByText('League 21')).toBeInTheDocument();

  await user.clear(screen.getByRole('spinbutton', { name: /Page/ }));
  await user.type(screen.getByRole('spinbutton', { name: /Page/ }), '62{Enter}');
  await waitFor(() => expect(lists().at(-1)!.query.get('page')).toBe('61'));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '100');
  await waitFor(() => expect(Object.fromEntries(lists().at(-1)!.query)).toMatchObject({ size: '100', page: '0' }));
  expect(currentPath()).toContain('size=100');
});

it('typing a filter waits for a pause, then starts again from the first page', async () => {
  const { lists } = renderLeagues('/manage/league?page=3');
  await screen.findByText('League 61');
  await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Season' }), '2025');
  await waitFor(() => expect(lists().at(-1)!.query.get('season.contains')).toBe('2025'));
  expect(lists().at(-1)!.query.get('page')).toBe('0');
  expect(lists().filter((call) => call.query.has('season.contains'))).toHaveLength(1);
});

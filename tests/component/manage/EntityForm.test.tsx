import '../support/resizeObserver';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { leagueEntity } from '../../../src/app/manage/entities/leagueEntity';
import { matchEntity } from '../../../src/app/manage/entities/matchEntity';
import { EntityArea } from '../../../src/app/manage/entity/EntityArea';
import { Snackbar } from '../../../src/app/ui/Snackbar';
import { renderAt } from '../support/renderAt';
import { fakeApi, type Call } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

const renderNew = (answer: Parameters<typeof fakeApi>[0], path = '/manage/league/new') => {
  const calls = fakeApi(answer);
  const view = renderAt(
    path,
    <>
      <EntityArea base="/manage" configs={[leagueEntity, matchEntity]} title="Manage" intro="" />
      <Snackbar />
    </>,
  );
  return { ...view, calls };
};
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

it('checks the shared schema before sending: an empty name is Required and nothing is sent', async () => {
  const { calls } = renderNew(() => ({}));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Quarter length (seconds)'), '30');
  await user.tab();
  expect(await screen.findByText('Must be at least 60')).toBeInTheDocument();
  expect(writes(calls)).toEqual([]);
});

it("puts the server's fieldErrors on their fields", async () => {
  const { calls } = renderNew(({ method }) =>
    method === 'POST'
      ? {
          status: 400,
          body: {
            title: 'Method argument not valid',
            detail: 'Validation failed',
            fieldErrors: [{ objectName: 'league', field: 'season', message: 'season is closed' }],
          },
        }
      : {},
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Spring Cup');
  await user.type(screen.getByLabelText('Season'), '1999');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('season is closed')).toBeInTheDocument();
  expect(screen.getByLabelText('Season')).toHaveAttribute('aria-invalid', 'true');
  expect(writes(calls)[0]).toMatchObject({
    method: 'POST',
    path: '/api/leagues',
    body: { name: 'Spring Cup', season: '1999', quarterLength: null },
  });
});

it("shows the server's detail for other refusals, and on success opens the saved row", async () => {
  let status = 409;
  const { currentPath } = renderNew(({ method }) =>
    method === 'POST'
      ? status === 409
        ? { status, body: { title: 'Conflict', detail: 'A row with the same unique values already exists' } }
        : { status: 201, body: { id: 7, name: 'Spring Cup', season: null } }
      : { body: { id: 7, name: 'Spring Cup', season: null } },
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Spring Cup');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A row with the same unique values already exists');
  status = 201;
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(currentPath()).toBe('/manage/league/7'));
  expect(await screen.findByText("Saved league 'Spring Cup'")).toBeInTheDocument();
});

it("sends a league's chosen rules, and null for each left at the World Aquatics default", async () => {
  const saved = { id: 8, name: 'Short Course Cup', season: null, exclusionTime: 18, possessionClock: 28 };
  const { calls } = renderNew(({ method }) => (method === 'POST' ? { status: 201, body: saved } : { body: saved }));
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Short Course Cup');
  const poolLength = screen.getByLabelText('Pool length');
  expect(poolLength).toHaveDisplayValue('Default (World Aquatics)');
  expect([...(poolLength as HTMLSelectElement).options].map((option) => option.text)).toEqual([
    'Default (World Aquatics)',
    '30 m',
    '25 m',
  ]);
  await user.selectOptions(screen.getByLabelText('Exclusion time'), '18 s');
  await user.selectOptions(screen.getByLabelText('Possession clock'), '28/18 s');
  await user.selectOptions(screen.getByLabelText('Time-outs per match'), '3');
  await user.selectOptions(screen.getByLabelText('Time-outs per match'), 'Default (World Aquatics)');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(writes(calls)).toHaveLength(1));
  expect(writes(calls)[0]!.body).toEqual({
    name: 'Short Course Cup',
    season: null,
    quarterLength: null,
    exclusionTime: 18,
    possessionClock: 28,
    poolLength: null,
    timeoutsPerMatch: null,
  });
});

// The 20 s is a hang guard, not a speed target: three autocompletes typed key by key outlast 5 s on a busy machine.
it('picks relationships with an autocomplete and refuses the same team twice', async () => {
  const teams = [
    { id: 1, name: 'Sharks' },
    { id: 2, name: 'Eels' },
  ];
  const { calls } = renderNew(({ path, query }) => {
    if (path === '/api/teams')
      return { body: teams.filter((team) => team.name.includes(query.get('name.contains') ?? '')), total: 2 };
    const saved = { id: 3, name: 'Sharks v Eels', team1: teams[0], team2: teams[1], league: null, status: 'SCHEDULED' };
    if (path === '/api/matches') return { status: 201, body: saved };
    if (path === '/api/matches/3') return { body: saved };
    return { body: [], total: 0 };
  }, '/manage/match/new');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Sharks v Eels');
  for (const [label, team] of [
    ['Team 1', 'Sharks'],
    ['Team 2', 'Sharks'],
  ]) {
    await user.type(screen.getByRole('combobox', { name: label }), team!);
    await user.click(await screen.findByRole('option', { name: team }));
  }
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Team 2 must be another team than team 1')).toBeInTheDocument();
  expect(writes(calls)).toEqual([]);

  const team2 = screen.getByRole('combobox', { name: 'Team 2' });
  await user.clear(team2);
  await user.type(team2, 'Eels');
  await user.click(await screen.findByRole('option', { name: 'Eels' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(writes(calls)).toHaveLength(1));
  expect(writes(calls)[0]!.body).toMatchObject({
    name: 'Sharks v Eels',
    team1: { id: 1, name: 'Sharks' },
    team2: { id: 2, name: 'Eels' },
    league: null,
  });
}, 20_000);

import '../../support/resizeObserver';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../../src/app/i18n';
import { eventEntity } from '../../../../src/app/manage/entities/eventEntity';
import { matchVideoEntity } from '../../../../src/app/manage/entities/matchVideoEntity';
import { possessionEntity } from '../../../../src/app/manage/entities/possessionEntity';
import { VOCABULARIES } from '../../../../src/app/manage/entities/vocabularies';
import { EntityArea } from '../../../../src/app/manage/entity/EntityArea';
import { fakeApi } from '../fakeApi';
import { renderAt } from '../../support/renderAt';

beforeAll(() => activateLanguage('hu'));
afterEach(() => vi.unstubAllGlobals());

const team = { id: 2, name: 'Ferencváros' };
const match = { id: 4, name: 'Ferencváros – Szolnok' };
const turnover = {
  id: 31,
  uuid: 'e-31',
  match,
  team,
  quarter: 2,
  time: 700,
  type: 'BALLLOST',
  offense: true,
  extraPlayer: true,
  playerNumber: 7,
  turnOverType: 'BAD_PASS',
  needsReview: true,
};
const shot = {
  ...turnover,
  id: 32,
  type: 'SHOOT',
  shootOutcome: 'MISSFOR',
  shootMethod: 'AFTER_FAKE',
  needsReview: false,
};
const possession = { id: 8, uuid: 'p-8', match, team, quarter: 5, timeFrom: 1920, timeTo: null, offense: false };

function renderManage(path: string) {
  fakeApi(({ path: apiPath }) => {
    if (apiPath === '/api/events') return { body: [turnover, shot], total: 2 };
    if (apiPath === '/api/events/31') return { body: turnover };
    if (apiPath === '/api/possessions/8') return { body: possession };
    return { body: [], total: 0 };
  });
  renderAt(
    path,
    <EntityArea base="/manage" configs={[eventEntity, possessionEntity, matchVideoEntity]} title="Kezelés" intro="" />,
  );
}

it.each([
  ['eventType', 'EXCLUSIONAGAINST', 'Kiharcolt kiállítás'],
  ['eventType', 'PENALTYFOULAGAINST', 'Kiharcolt ötméteres'],
  ['eventType', 'SWIMOFF', 'Megnyert ráúszás'],
  ['eventType', 'TIMEOUT', 'Időkérés'],
  ['shootOutcome', 'BLOCKAGAINST', 'Blokk – labda náluk'],
  ['shootSituation', 'PENALTYSHOOTOUT', 'Ötméterespárbaj'],
  ['exclusionType', 'WITH_SUBSTITUTION', 'Végleges kiállítás cserével'],
  ['matchStatus', 'ONGOING', 'Folyamatban'],
  ['role', 'ROLE_ANALYST', 'Elemző'],
] as const)('%s %s reads %s in tables and selects alike', (vocabulary, value, word) => {
  expect(VOCABULARIES[vocabulary].wordOf(value)).toBe(word);
  expect(VOCABULARIES[vocabulary].options.find((option) => option.value === value)?.label).toBe(word);
});

it('lists events with Hungarian headers, event types, outcomes and filters', async () => {
  renderManage('/manage/event');
  const table = await screen.findByRole('table');
  expect(await within(table).findByText('Labdavesztés')).toBeInTheDocument();
  expect(within(table).getByText('Lövés')).toBeInTheDocument();
  expect(within(table).getByText('Kimaradt – labda nálunk')).toBeInTheDocument();
  expect(within(table).getByText('Ellenőrizendő!')).toBeInTheDocument();
  for (const header of ['Azonosító', 'Mérkőzés', 'Csapat', 'Negyed', 'Idő (mp)', 'Típus', 'Kimenetel']) {
    expect(
      within(table).getByRole('columnheader', { name: new RegExp(header.replace(/[()]/g, '\\$&')) }),
    ).toBeInTheDocument();
  }
  const quarters = within(screen.getByLabelText('Negyed'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(quarters.slice(1)).toEqual(['1. negyed', '2. negyed', '3. negyed', '4. negyed', 'Ötméterespárbaj']);
  expect(
    within(screen.getByLabelText('Típus')).getByRole('option', { name: 'Kiállítás ellenünk' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Játékos sapkaszáma')).toBeInTheDocument();
});

it("shows an event's details in Hungarian words", async () => {
  renderManage('/manage/event/31');
  expect(await screen.findByText('2. negyed, 700 mp a kezdéstől')).toBeInTheDocument();
  expect(screen.getByText('Labdavesztés / kiállítás')).toBeInTheDocument();
  expect(screen.getByText('Rossz passz')).toBeInTheDocument();
  expect(screen.getByText('Emberelőnyös helyzet')).toBeInTheDocument();
  expect(screen.getAllByText('Igen')).toHaveLength(2);
  expect(screen.getByText('Támadás')).toBeInTheDocument();
});

it("shows a possession's details in Hungarian words", async () => {
  renderManage('/manage/possession/8');
  expect(await screen.findByText('1920 – … mp')).toBeInTheDocument();
  expect(screen.getByText('Védekezés')).toBeInTheDocument();
  expect(screen.getByText('Ellenfél felállása')).toBeInTheDocument();
});

it('words the new event form in Hungarian', async () => {
  renderManage('/manage/event/new');
  const type = await screen.findByRole('combobox', { name: 'Típus' });
  expect(within(type).getByRole('option', { name: 'Válassz' })).toBeInTheDocument();
  expect(within(type).getByRole('option', { name: 'Támadás kezdete' })).toBeInTheDocument();
  expect(screen.getByLabelText('Idő (mp a mérkőzés kezdetétől)')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Támadás (üresen hagyva: védekezés)' })).toBeChecked();
});

it('words the new match video form in Hungarian', async () => {
  renderManage('/manage/match-video/new');
  const quarter = await screen.findByRole('combobox', { name: 'Negyed' });
  expect(within(quarter).getByRole('option', { name: 'Egész mérkőzés' })).toBeInTheDocument();
  expect(
    screen.getByText('MP4 vagy WebM, amelyet a videó szervere HTTP Range kérésekkel is kiszolgál.'),
  ).toBeInTheDocument();
});

/**
 * Manage lists with 1,000 rows: 1,000 teams, players and matches created through the API, then the time of a
 * list page (size 20: first, 25th, last), sorted by a column or filtered by a criterion, and of /count — on
 * PGlite and, with DATABASE_URL, PostgreSQL. Then the players list screen in the browser: opened from the
 * manage area and loaded cold, until its first page is painted, and its last page.
 */
import type { Page } from '@playwright/test';
import { ManageArea } from '../e2e/manage/ManageArea';
import { benchApi, postAll, timed, type BenchApi } from './benchApi';
import { onEachDatabase, withBenchServer } from './benchServer';
import { ensureAppBuilt, signedInPage, withBrowser } from './browser';
import { summarise } from './figures';
import { timeNavigation, timeTap, type ProbeTiming } from './paintProbe';
import type { Bench } from './run';

const ROWS = 1000;
const PAGE_SIZE = 20;
/** Calls per figure after one warm-up call. */
const REPEATS = 15;
/** Screen timings per figure: each opens the app afresh, so fewer. */
const SCREEN_REPEATS = 8;
/** A data manager works at a desk. */
const DESK_VIEWPORT = { width: 1280, height: 800 };

/** Ten surnames: `lastName.contains=ovic` matches two of them, a fifth of the rows. */
const SURNAMES = ['Ferrari', 'Horvat', 'Jovanovic', 'Kovacs', 'Marin', 'Nagy', 'Novak', 'Petrovic', 'Rossi', 'Szabo'];
const CITIES = ['Budapest', 'Split', 'Belgrade', 'Napoli', 'Zagreb', 'Eger', 'Kotor', 'Genova', 'Szeged', 'Rijeka'];

type Ref = { id: number; name: string };
type Query = Record<string, string>;
/** One list as the manage screen asks for it: a resource, its criteria and one sort. */
type ListView = { resource: 'players' | 'teams' | 'matches'; criteria: Query; sort: string };

const VIEWS: ListView[] = [
  { resource: 'players', criteria: {}, sort: 'lastName,asc' },
  { resource: 'players', criteria: {}, sort: 'team.name,asc' },
  { resource: 'players', criteria: { 'lastName.contains': 'ovic' }, sort: 'firstName,asc' },
  { resource: 'teams', criteria: {}, sort: 'name,asc' },
  { resource: 'teams', criteria: { 'name.contains': 'Split' }, sort: 'name,asc' },
  { resource: 'matches', criteria: {}, sort: 'startsAt,desc' },
  { resource: 'matches', criteria: {}, sort: 'team1.name,asc' },
  { resource: 'matches', criteria: { 'name.contains': 'Split' }, sort: 'name,asc' },
];

const numbered = (i: number) => String(i + 1).padStart(4, '0');

async function createTeams(api: BenchApi): Promise<Ref[]> {
  const bodies = Array.from({ length: ROWS }, (_, i) => ({
    name: `${CITIES[i % CITIES.length]} ${numbered(i)}`,
    shortName: `T${numbered(i)}`,
  }));
  return postAll<Ref>(api, '/teams', bodies);
}

async function createPlayers(api: BenchApi, teams: Ref[]): Promise<void> {
  const bodies = Array.from({ length: ROWS }, (_, i) => ({
    firstName: `Player ${numbered(i)}`,
    lastName: SURNAMES[i % SURNAMES.length],
    birthYear: 1985 + (i % 20),
    team: { id: teams[i % teams.length]!.id },
  }));
  await postAll(api, '/players', bodies);
}

/** A season of fixtures between neighbouring teams, a day apart. */
async function createMatches(api: BenchApi, teams: Ref[]): Promise<void> {
  const season = Date.UTC(2025, 8, 1);
  const bodies = Array.from({ length: ROWS }, (_, i) => {
    const home = teams[i % teams.length]!;
    const away = teams[(i + 1) % teams.length]!;
    return {
      name: `${home.name} v ${away.name}`,
      team1: { id: home.id },
      team2: { id: away.id },
      status: 'SCHEDULED',
      startsAt: new Date(season + i * 86_400_000).toISOString(),
    };
  });
  await postAll(api, '/matches', bodies);
}

function listPath(view: ListView, page: number): string {
  const query = new URLSearchParams({ ...view.criteria, sort: view.sort, page: String(page), size: String(PAGE_SIZE) });
  return `/${view.resource}?${query}`;
}

function countPath(view: ListView): string {
  return `/${view.resource}/count?${new URLSearchParams(view.criteria)}`;
}

/** REPEATS timings of one call, after a warm-up call that also returns its answer. */
async function timeCalls(api: BenchApi, path: string): Promise<number[]> {
  await api.get(path);
  const samples: number[] = [];
  for (let i = 0; i < REPEATS; i++) samples.push(await timed(() => api.get(path)));
  return samples;
}

/** First page, the 25th when there is one, and the last: the pages a manager jumps to. */
function pagesToTime(total: number): { label: string; page: number }[] {
  const last = Math.max(0, Math.ceil(total / PAGE_SIZE) - 1);
  const pages = [{ label: 'first page', page: 0 }];
  if (last > 24) pages.push({ label: 'page 25', page: 24 });
  if (last > 0) pages.push({ label: `last page (${last + 1})`, page: last });
  return pages;
}

function describeCriteria(view: ListView): string {
  return Object.entries(view.criteria)
    .map(([key, value]) => ` ${key}=${value}`)
    .join('');
}

/** /count once per resource and criteria (the sort does not change it), then the pages of the sorted list. */
async function timeView(label: string, api: BenchApi, view: ListView, counted: Set<string>): Promise<void> {
  const { body: total } = await api.get<number>(countPath(view));
  const name = `${label}: ${view.resource}${describeCriteria(view)}`;
  if (!counted.has(countPath(view))) {
    counted.add(countPath(view));
    summarise(`${name} (${total} rows) — /count`, await timeCalls(api, countPath(view)));
  }
  for (const { label: which, page } of pagesToTime(total)) {
    summarise(`${name} sort=${view.sort} — ${which}`, await timeCalls(api, listPath(view, page)));
  }
}

/** What the players table must show: the row count and the first row's names, once it is no longer loading. */
type ExpectedPage = { rows: number; lastName: string; firstName: string };

// In-page check: runs in the browser and may only use its argument and the page's globals.
const pageShown = (expected: ExpectedPage) => {
  const table = document.querySelector('section[aria-labelledby="entity-list-heading"] [aria-busy="false"]');
  const rows = table ? Array.from(table.querySelectorAll('tbody tr')) : [];
  const first = rows[0]?.textContent ?? '';
  return rows.length === expected.rows && first.includes(expected.lastName) && first.includes(expected.firstName);
};

async function expectedPage(api: BenchApi, page: number): Promise<ExpectedPage> {
  const view: ListView = { resource: 'players', criteria: {}, sort: 'lastName,asc' };
  const { body } = await api.get<{ lastName: string; firstName: string }[]>(listPath(view, page));
  return { rows: body.length, lastName: body[0]!.lastName, firstName: body[0]!.firstName };
}

/** From the manage area: tap Players until the first page is painted, then Last page until it is. */
async function timeInAppPaging(page: Page, first: ExpectedPage, last: ExpectedPage) {
  const manage = new ManageArea(page);
  await manage.open();
  const opened = await timeTap(manage.sections.getByRole('link', { name: 'Players', exact: true }), pageShown, first);
  const lastPage = await timeTap(page.getByRole('button', { name: 'Last page' }), pageShown, last);
  return { opened, lastPage };
}

async function timeScreen(label: string, page: Page, api: BenchApi): Promise<void> {
  const { body: total } = await api.get<number>('/players/count');
  const lastIndex = Math.ceil(total / PAGE_SIZE) - 1;
  const [first, last] = [await expectedPage(api, 0), await expectedPage(api, lastIndex)];
  // The first visit installs the app (service worker, cached assets), as a manager's browser has it.
  await timeNavigation(page, '/manage/player', pageShown, first);
  const cold: ProbeTiming[] = [];
  const opened: ProbeTiming[] = [];
  const lastPage: ProbeTiming[] = [];
  for (let i = 0; i < SCREEN_REPEATS; i++) {
    cold.push(await timeNavigation(page, '/manage/player', pageShown, first));
    const inApp = await timeInAppPaging(page, first, last);
    opened.push(inApp.opened);
    lastPage.push(inApp.lastPage);
  }
  const painted = (timings: ProbeTiming[]) => timings.map((timing) => timing.paintedMs);
  summarise(`${label}: players screen (${total} rows) loaded at /manage/player → first page painted`, painted(cold));
  summarise(`${label}: players screen, Players tapped in the manage area → first page painted`, painted(opened));
  summarise(`${label}: players screen, Last page tapped → page ${lastIndex + 1} painted`, painted(lastPage));
}

async function benchOn(label: string, databaseUrl: string | undefined): Promise<void> {
  await withBenchServer(databaseUrl, async ({ base, token }) => {
    const api = benchApi(base, token);
    const started = performance.now();
    const teams = await createTeams(api);
    await createPlayers(api, teams);
    await createMatches(api, teams);
    console.log(
      `${label}: ${ROWS} teams, players and matches created in ${(performance.now() - started).toFixed(0)} ms`,
    );
    const counted = new Set<string>();
    for (const view of VIEWS) await timeView(label, api, view, counted);
    await withBrowser(async (browser) =>
      timeScreen(label, await signedInPage(browser, base, token, DESK_VIEWPORT), api),
    );
  });
}

export default {
  name: 'manage lists with 1,000 rows (API pages and the players screen)',
  run: async () => {
    ensureAppBuilt();
    await onEachDatabase(benchOn);
  },
} satisfies Bench;

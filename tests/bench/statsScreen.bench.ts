/**
 * The statistics screen on a season in Chromium: the season of the statistics bench (200 matches × ~400
 * events) cached on the device, the server out of reach. First the one-time opening after the update that
 * brought stored summaries (each match's summary computed from its cached log), then, as on every later
 * visit, the time from opening the screen to its first figures (the box score) and to every tab filled, and
 * from a change of the Team filter to the new figures painted (merged from the summaries at once). Once every
 * tab is filled the screen computes the matches' quarter slices in the background (once, after the update);
 * with them stored, the Quarter filter's first and later choices (merged from the slices at once), and a
 * quarter with a team chosen. A quarter chosen while its slices are missing is computed from the events (in
 * the Web Worker, after a 200 ms wait), as before.
 */
import type { Page } from '@playwright/test';
import { withBenchServer } from './benchServer';
import { ensureAppBuilt, signedInPage, withBrowser } from './browser';
import { summarise } from './figures';
import { timeNavigation, timeSelect } from './paintProbe';
import type { Bench } from './run';
import { season } from './season';

/** An analyst at a laptop. */
const DESK_VIEWPORT = { width: 1280, height: 800 };
const ROUNDS = 3;
const FIGURES = '[data-compute-ms]';

type SeasonRows = ReturnType<typeof cachedRows>;

/** Ids clear of the demo seed's, whose matches the screen may have cached before the season is stored. */
const MATCH_ID_OFFSET = 900_000;
const TEAM_ID_OFFSET = 900;

/** A copy of `row` with every nested match and team reference moved clear of the demo seed's ids. */
function clearOfSeed<T>(row: T): T {
  return JSON.parse(JSON.stringify(row), (key, value: unknown) => {
    if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') {
      if (key === 'match') return { ...value, id: value.id + MATCH_ID_OFFSET };
      if (key === 'team' || key === 'team1' || key === 'team2') return { ...value, id: value.id + TEAM_ID_OFFSET };
    }
    return value;
  }) as T;
}

/** The season as the device caches it after opening each match once. */
function cachedRows() {
  const matches = season();
  return {
    matches: matches.map(({ match }) => ({
      ...clearOfSeed({ team1: match.team1, team2: match.team2 }),
      id: match.id + MATCH_ID_OFFSET,
      name: match.name,
      league: null,
      status: 'ENDED',
      startsAt: null,
    })),
    events: matches.flatMap((m) => m.events.map(clearOfSeed)),
    possessions: matches.flatMap((m) => m.possessions.map(clearOfSeed)),
    matchPlayers: matches.flatMap((m) =>
      (m.matchPlayers ?? []).map((p, index) => ({
        ...clearOfSeed(p),
        id: (m.match.id + MATCH_ID_OFFSET) * 100 + index,
      })),
    ),
  };
}

/** The page's clock once the device holds `count` quarter slices (polled every half second). */
async function slicesStoredAt(page: Page, count: number): Promise<number> {
  const storedSlices = () =>
    page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('poolside');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const stored = await new Promise<number>((resolve, reject) => {
        const request = db.transaction('matchQuarterSummaries').objectStore('matchQuarterSummaries').count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      db.close();
      return stored;
    });
  while ((await storedSlices()) < count) await page.waitForTimeout(500);
  return page.evaluate(() => performance.now());
}

async function cacheSeason(page: Page, rows: SeasonRows): Promise<void> {
  await page.evaluate(async (season) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('poolside');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stores = ['matches', 'events', 'possessions', 'matchPlayers'] as const;
    const tx = db.transaction([...stores], 'readwrite');
    for (const store of stores) for (const row of season[store]) tx.objectStore(store).put(row);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, rows);
}

/** In the page: the figures shown are those of the chosen team (or of every team: ''), ready. */
function figuresOfTeam({ selector, teamId }: { selector: string; teamId: string }): boolean {
  const figures = document.querySelector(selector);
  return figures?.getAttribute('data-team-filter') === teamId && figures.getAttribute('aria-busy') === 'false';
}

/** In the page: the figures shown are those of the chosen quarter (or of every quarter: ''), ready. */
function figuresOfQuarter({ selector, quarter }: { selector: string; quarter: string }): boolean {
  const figures = document.querySelector(selector);
  return figures?.getAttribute('data-quarter-filter') === quarter && figures.getAttribute('aria-busy') === 'false';
}

/** The page's clock when every tab has its figures. */
async function allTabsFilledAt(page: Page): Promise<number> {
  await page.locator(`${FIGURES}[data-complete="true"]`).waitFor({ timeout: 120_000 });
  return page.evaluate(() => performance.now());
}

/**
 * Where an opening spent its time, on the page's clock from the navigation: the statistics chunk arriving,
 * each read of the device's cache and each merge the screen recorded (user-timing measures), start → end.
 */
async function openingBreakdown(page: Page): Promise<string> {
  const spans = await page.evaluate(() => [
    ...performance
      .getEntriesByType('resource')
      .filter((entry) => /\/StatisticsPage-[^/]*\.js$/.test(entry.name))
      .map((entry) => ({ name: 'statistics chunk loaded', startTime: entry.startTime, duration: entry.duration })),
    ...performance
      .getEntriesByType('measure')
      .filter((entry) => entry.name.startsWith('statistics: '))
      .map(({ name, startTime, duration }) => ({ name: name.slice('statistics: '.length), startTime, duration })),
  ]);
  return spans
    .sort((a, b) => a.startTime - b.startTime)
    .map(
      ({ name, startTime, duration }) =>
        `  ${name}: ${startTime.toFixed(0)} → ${(startTime + duration).toFixed(0)} ms (${duration.toFixed(0)} ms)`,
    )
    .join('\n');
}

/** Filter-change spans (merges) recorded since `since` on the page's clock, added up by name. */
async function spansSince(page: Page, since: number): Promise<Record<string, number>> {
  return page.evaluate((since) => {
    const totals: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('measure'))
      if (entry.startTime >= since && entry.name.startsWith('statistics: '))
        totals[entry.name] = (totals[entry.name] ?? 0) + entry.duration;
    return totals;
  }, since);
}

/** In the page: the screen shows figures (first load). */
function figuresShown(selector: string): boolean {
  return document.querySelector(selector)?.getAttribute('aria-busy') === 'false';
}

const bench: Bench = {
  name: 'statistics screen on a season (Chromium)',
  run: async () => {
    ensureAppBuilt();
    const rows = cachedRows();
    console.log(
      `season cached on the device: ${rows.matches.length} matches, ${rows.events.length} events, ${rows.possessions.length} possessions`,
    );
    await withBenchServer(undefined, async ({ base, token }) => {
      await withBrowser(async (browser) => {
        const page = await signedInPage(browser, base, token, DESK_VIEWPORT);
        await page.goto('/statistics');
        await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
        await cacheSeason(page, rows);
        // The server is out of reach: every figure comes from the device.
        await page.context().route('**/api/**', (route) => route.abort());
        const ids = rows.matches.map((match) => match.id).join(',');
        const path = `/statistics?matches=${ids}`;
        await page.goto(path, { waitUntil: 'commit' });
        console.log(
          `once, the first opening after the update (200 summaries computed from the cached logs): every tab filled after ${(await allTabsFilledAt(page)).toFixed(0)} ms`,
        );
        const first = await timeNavigation(page, path, figuresShown, FIGURES);
        const computeMs = () => page.locator(FIGURES).getAttribute('data-compute-ms');
        const boxScoreMs = await computeMs();
        console.log(
          `first figures (box score) after opening the screen: ${first.paintedMs.toFixed(0)} ms (merge ${boxScoreMs} ms); every tab filled after ${(await allTabsFilledAt(page)).toFixed(0)} ms (merge ${await computeMs()} ms)`,
        );
        console.log(`where that opening went (page clock from the navigation):\n${await openingBreakdown(page)}`);
        const team = page.getByLabel('Team', { exact: true });
        const options = await team.locator('option').evaluateAll((elements) =>
          elements.map((option) => ({
            label: (option.textContent ?? '').trim(),
            value: (option as HTMLOptionElement).value,
          })),
        );
        const teams = options.filter(({ label }) => /^T\d+$/.test(label)).slice(0, 3);
        const everyone = options.find(({ label }) => !/^T\d+$/.test(label))!;
        const samples: number[] = [];
        const computeSamples: number[] = [];
        const changesFrom = await page.evaluate(() => performance.now());
        for (let round = 0; round < ROUNDS; round++) {
          for (const { label, value } of [...teams, everyone]) {
            samples.push(
              (await timeSelect(team, label, figuresOfTeam, { selector: FIGURES, teamId: value })).paintedMs,
            );
            computeSamples.push(Number(await computeMs()));
            await allTabsFilledAt(page);
          }
        }
        summarise('Team filter changed → figures painted', samples);
        summarise(
          'merge time the figures show (data-compute-ms: every tab; a filter chosen before keeps its first time)',
          computeSamples,
        );
        const spans = await spansSince(page, changesFrom);
        console.log(
          `per Team filter change, mean: ${Object.entries(spans)
            .map(([name, total]) => `${name.slice('statistics: '.length)} ${(total / samples.length).toFixed(1)} ms`)
            .join(', ')}`,
        );
        const fillFrom = await page.evaluate(() => performance.now());
        const filledAt = await slicesStoredAt(page, rows.matches.length * 5);
        const fillSpans = await spansSince(page, fillFrom);
        console.log(
          `quarter slices of every match stored in the background ${(filledAt - fillFrom).toFixed(0)} ms after the Team filter changes (computing: ${(fillSpans['statistics: quarter slices computed'] ?? 0).toFixed(0)} ms of transactions since then)`,
        );
        const quarter = page.getByLabel('Quarter', { exact: true });
        const chooseQuarter = async (label: string, value: string) => {
          const { paintedMs } = await timeSelect(quarter, label, figuresOfQuarter, {
            selector: FIGURES,
            quarter: value,
          });
          await allTabsFilledAt(page);
          return paintedMs;
        };
        const quarters = [
          ['Q4', '4'],
          ['Q3', '3'],
          ['Q2', '2'],
          ['Q1', '1'],
        ] as const;
        const firstSamples: number[] = [];
        const laterSamples: number[] = [];
        const firstFrom = await page.evaluate(() => performance.now());
        for (const [label, value] of quarters) firstSamples.push(await chooseQuarter(label, value));
        await chooseQuarter('All quarters', '');
        const laterFrom = await page.evaluate(() => performance.now());
        for (let round = 0; round < ROUNDS; round++)
          for (const [label, value] of [...quarters, ['All quarters', ''] as const])
            laterSamples.push(await chooseQuarter(label, value));
        const perChange = (totals: Record<string, number>, count: number) =>
          Object.entries(totals)
            .map(([name, total]) => `${name.slice('statistics: '.length)} ${(total / count).toFixed(1)} ms`)
            .join(', ');
        const laterSpans = await spansSince(page, laterFrom);
        const firstSpans = await spansSince(page, firstFrom);
        for (const [name, total] of Object.entries(laterSpans)) firstSpans[name] = (firstSpans[name] ?? 0) - total;
        summarise('Quarter filter, first choice of each quarter (slices stored) → figures painted', firstSamples);
        console.log(
          `per first choice, mean (incl. the return to all quarters): ${perChange(firstSpans, firstSamples.length)}`,
        );
        summarise('Quarter filter changed (slices stored; Q4, Q3, Q2, Q1, all) → figures painted', laterSamples);
        console.log(`per Quarter filter change, mean: ${perChange(laterSpans, laterSamples.length)}`);
        const teamSamples: number[] = [];
        for (const { label, value } of teams) {
          await timeSelect(team, label, figuresOfTeam, { selector: FIGURES, teamId: value });
          for (const [quarterLabel, quarterValue] of [quarters[0], ['All quarters', ''] as const])
            teamSamples.push(await chooseQuarter(quarterLabel, quarterValue));
        }
        summarise('Quarter filter changed with a team chosen (Q4, all) → figures painted', teamSamples);
      });
    });
  },
};

export default bench;

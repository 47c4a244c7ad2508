import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { convertPlayByPlay, parsePlayByPlayCsv } from '../../../src/domain/playbyplay';
import { expect, test } from '../support/fixtures';
import { StatisticsScreen } from './StatisticsScreen';

/**
 * A measurement, not a check of figures: a season of 200 matches (the real USA–ESP log replayed between ten
 * teams) cached on the device, the server unreachable, and how long the figures take in the browser.
 * Runs only with STATS_SEASON=1.
 */
test.skip(!process.env.STATS_SEASON, 'measurement: set STATS_SEASON=1');
test.use({ role: 'analyst' });

const MATCHES = 200;
const TEAMS = 10;

function season() {
  const rows = parsePlayByPlayCsv(
    readFileSync(new URL('../../fixtures/realmatch/2017-wch-w-usa-esp/play-by-play.csv', import.meta.url), 'utf8'),
  );
  const matches = [];
  const events = [];
  const possessions = [];
  for (let index = 0; index < MATCHES; index++) {
    const id = 900_000 + index;
    const home = 900 + (index % TEAMS);
    const away = 900 + ((index + 1 + Math.floor(index / TEAMS)) % TEAMS === index % TEAMS ? (index + 1) % TEAMS : (index + 1 + Math.floor(index / TEAMS)) % TEAMS);
    const converted = convertPlayByPlay(rows, {
      match: { id },
      team1: { id: home, code: 'USA' },
      team2: { id: away, code: 'ESP' },
      newUuid: randomUUID,
    });
    matches.push({
      id,
      name: `T${home} - T${away} #${index + 1}`,
      team1: { id: home, name: `T${home}` },
      team2: { id: away, name: `T${away}` },
      status: 'ENDED',
      startsAt: new Date(Date.UTC(2025, 0, 1) + index * 86_400_000).toISOString(),
    });
    events.push(...converted.events);
    possessions.push(...converted.possessions);
  }
  return { matches, events, possessions };
}

test('a season of figures recomputes in the browser', async ({ page }) => {
  test.setTimeout(120_000);
  const data = season();
  const screen = new StatisticsScreen(page);
  await screen.open();
  await page.evaluate(async (rows) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('poolside');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(['matches', 'events', 'possessions'], 'readwrite');
    for (const match of rows.matches) tx.objectStore('matches').put(match);
    for (const event of rows.events) tx.objectStore('events').put(event);
    for (const possession of rows.possessions) tx.objectStore('possessions').put(possession);
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, data);
  // The server is out of reach: the screen works from the cache.
  await page.route('**/api/**', (route) => route.abort());
  const ids = data.matches.map((match) => match.id).join(',');
  const opened = Date.now();
  await screen.open(`?matches=${ids}`);
  await expect(screen.figures).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  const firstShown = Date.now() - opened;
  const first = await screen.figures.getAttribute('data-compute-ms');

  const samples: number[] = [];
  for (const team of ['T901', 'T902', 'Both / all teams', 'T903']) {
    const changed = Date.now();
    await screen.choose('Team', team);
    await expect(screen.figures).toHaveAttribute('aria-busy', 'true');
    await expect(screen.figures).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    samples.push(Date.now() - changed);
  }
  const report = `season: ${data.matches.length} matches, ${data.events.length} events, ${data.possessions.length} possessions; ` +
    `first figures ${firstShown} ms after navigation (worker compute ${first} ms); ` +
    `team change to figures (incl. 200 ms debounce): ${samples.join(', ')} ms; last worker compute ${await screen.figures.getAttribute('data-compute-ms')} ms`;
  console.log(report);
  test.info().annotations.push({ type: 'timing', description: report });
});

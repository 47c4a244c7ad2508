/**
 * Tap-to-visible latency of the live capture screen in the browser, on a 1024×768 tablet, with a match that
 * already holds ~400 events (both teams' logs, replayed from a scripted match through the capture engine and
 * stored through the API). The scorer starts the match from home, then records Drive events: tap Drive, tap a
 * player, tap Save — each timed in the page until the change is painted.
 * Capture is local-first (the device's database answers the screen), so one database, PGlite, is enough here.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { parseMatchScript, replayMatchScript, type MatchScript } from '../../src/domain/capture/script';
import { CapturePage } from '../e2e/capture/pages/CapturePage';
import { StartMatchDialog } from '../e2e/capture/pages/StartMatchDialog';
import { waitForActivatedServiceWorker } from '../e2e/support/serviceWorker';
import { benchApi, postAll, type BenchApi } from './benchApi';
import { withBenchServer } from './benchServer';
import { ensureAppBuilt, signedInPage, TABLET_VIEWPORT, withBrowser } from './browser';
import { summarise } from './figures';
import { timeTap, type ProbeTiming } from './paintProbe';
import type { Bench } from './run';

/** The scripted match with the most events (~400 in both logs), as the capture engine bench uses. */
const FIXTURE = new URL('../../src/server/seed/matches/match-2-bel-nap-exclusions.txt', import.meta.url);
/** Rounds of Drive → player → Save; the first ones warm the page up (lazy chunks, JIT) and are not counted. */
const WARM_UP_ROUNDS = 5;
const ROUNDS = 60;
/** A quick scorer's pause between taps; what the previous tap left running (sync, queries) may still run. */
const THINK_MS = 250;
const LOADING_TIMEOUT_MS = 60_000;
/** Set to a file name to record a CPU profile of the timed rounds (open it in the browser's performance panel). */
const PROFILE_FILE = process.env.LATENCY_PROFILE;

type Ref = { id: number; name: string };
type LoggedMatch = Ref & { team1: Ref; team2: Ref; eventCount: { team1: number; team2: number } };
type Row = Record<string, unknown> & { id: number };
type TapKind =
  'Drive tapped → editor shows "New: Drive"' | 'player tapped → shown picked' | 'Save tapped → new row in Last events';

/** The seeded (ended) match of the script: its teams and roster are the ones the script names. */
async function seededMatchOf(api: BenchApi, script: MatchScript): Promise<Row & { team1: Ref; team2: Ref }> {
  const { body } = await api.get<(Row & { team1: Ref; team2: Ref })[]>(
    `/matches?name.equals=${encodeURIComponent(script.name)}&size=1`,
  );
  if (!body[0]) throw new Error(`The demo seed has no match "${script.name}"`);
  return body[0];
}

/** A fresh SCHEDULED match between the script's teams (a scorer can only start a match not yet ended). */
async function createScheduledMatch(
  api: BenchApi,
  template: Row & { team1: Ref; team2: Ref },
  name: string,
): Promise<Row> {
  const { body: match } = await api.post<Row>('/matches', {
    name,
    team1: { id: template.team1.id },
    team2: { id: template.team2.id },
    status: 'SCHEDULED',
  });
  const { body: roster } = await api.get<Row[]>(`/match-players?matchId.equals=${template.id}&sort=id,asc&size=100`);
  await postAll(
    api,
    '/match-players',
    roster.map((row) => ({
      cap: row.cap,
      goalKeeper: row.goalKeeper,
      match: { id: match.id },
      team: row.team,
      player: { id: (row.player as Row).id },
    })),
  );
  return match;
}

/** Both teams' logs of the script, replayed for `match` and stored as the sync worker would store them. */
async function storeReplayedLogs(api: BenchApi, script: MatchScript, match: Row, team1Id: number, team2Id: number) {
  const logs = replayMatchScript(script, { matchId: match.id, team1Id, team2Id, newUuid: randomUUID });
  const withoutId = <T extends { id?: number }>({ id: _id, ...rest }: T) => rest;
  await postAll(api, '/possessions', [...logs.team1.possessions, ...logs.team2.possessions].map(withoutId));
  await postAll(api, '/events', [...logs.team1.events, ...logs.team2.events].map(withoutId));
  return { team1: logs.team1.events.length, team2: logs.team2.events.length };
}

async function prepareLoggedMatch(api: BenchApi): Promise<LoggedMatch> {
  const script = parseMatchScript(readFileSync(FIXTURE, 'utf8'));
  const template = await seededMatchOf(api, script);
  const match = await createScheduledMatch(api, template, `${script.name} (latency bench)`);
  const eventCount = await storeReplayedLogs(api, script, match, template.team1.id, template.team2.id);
  return { id: match.id, name: match.name as string, team1: template.team1, team2: template.team2, eventCount };
}

/**
 * As a scorer on an installed app: home (the service worker installed and in control), Start new match, pick
 * the match and the first team, and wait until the screen lists that team's whole log.
 */
async function startMatchAsScorer(page: Page, match: LoggedMatch): Promise<CapturePage> {
  await page.goto('/');
  await waitForActivatedServiceWorker(page);
  await page.reload();
  const dialog = new StartMatchDialog(page);
  await dialog.open();
  await dialog.start(match.name, match.team1.name);
  const capture = new CapturePage(page);
  await expect(capture.heading).toBeVisible({ timeout: LOADING_TIMEOUT_MS });
  await expect(capture.lastEvents).toHaveAttribute('data-count', String(match.eventCount.team1), {
    timeout: LOADING_TIMEOUT_MS,
  });
  return capture;
}

/** The caps on the 'Players in pool' buttons (labelled 'cap ShortName'). */
async function capsInPool(capture: CapturePage): Promise<number[]> {
  const labels = await capture.playersInPool.getByRole('button').allTextContents();
  return labels.map((label) => Number.parseInt(label, 10)).filter((cap) => Number.isInteger(cap));
}

// In-page checks: they run in the browser and may only use their argument and the page's globals.
const editorShows = (title: string) =>
  Array.from(document.querySelectorAll('h2')).some((heading) => heading.textContent === title);
const playerPicked = (cap: number) =>
  Array.from(
    document.querySelectorAll('[role="group"][aria-label="Players in pool"] button[aria-pressed="true"]'),
  ).some((button) => Number.parseInt(button.textContent ?? '', 10) === cap);
/** The list draws only the rows in view (windowed); `data-count` tells how many events it holds. */
const rowsAbove = (count: number) =>
  Number(document.querySelector('[data-testid="last-events"]')?.getAttribute('data-count')) > count;

async function lastEventsRows(capture: CapturePage): Promise<number> {
  return Number(await capture.lastEvents.getAttribute('data-count'));
}

/** One Drive captured as a scorer taps it: event type, player, Save. */
async function captureDrive(capture: CapturePage, cap: number): Promise<[TapKind, ProbeTiming][]> {
  const pause = () => capture.page.waitForTimeout(THINK_MS);
  const drive = await timeTap(
    capture.events.getByRole('button', { name: 'Drive', exact: true }),
    editorShows,
    'New: Drive',
  );
  await pause();
  const player = await timeTap(capture.player(capture.playersInPool, cap), playerPicked, cap);
  await pause();
  if (await capture.saveButton.isDisabled()) {
    const warning = await capture.page.getByTestId('capture-warning').allTextContents();
    throw new Error(`Save is disabled: ${warning.join(' ') || 'no warning shown'}`);
  }
  const save = await timeTap(capture.saveButton, rowsAbove, await lastEventsRows(capture));
  await pause();
  return [
    ['Drive tapped → editor shows "New: Drive"', drive],
    ['player tapped → shown picked', player],
    ['Save tapped → new row in Last events', save],
  ];
}

const drawnMs = (timing: ProbeTiming) => timing.drawnMs;
const shownMs = (timing: ProbeTiming) => timing.shownMs;
const paintedMs = (timing: ProbeTiming) => timing.paintedMs;

/**
 * Drawn is what the scorer sees: the wait for the display's next frame (0–17 ms at 60 Hz, wherever the tap
 * falls) plus the app's work. In the DOM is the app's work alone: under one frame, a tap shows in the very
 * next frame. Painted (two frames) is the figure of earlier runs, one frame more than drawn.
 */
function printFigures(samples: Map<TapKind, ProbeTiming[]>): void {
  const all = [...samples.values()].flat();
  for (const [kind, timings] of [...samples, ['all taps', all] as const]) {
    summarise(`${kind}: drawn`, timings.map(drawnMs));
    summarise(`${kind}: in the DOM`, timings.map(shownMs));
    summarise(`${kind}: painted (two frames)`, timings.map(paintedMs));
  }
}

async function run(): Promise<void> {
  ensureAppBuilt();
  await withBenchServer(undefined, async ({ base, token }) => {
    const match = await prepareLoggedMatch(benchApi(base, token));
    const total = match.eventCount.team1 + match.eventCount.team2;
    console.log(`match: ${match.name}, ${total} events in both logs; the scorer captures ${match.team1.name}`);
    await withBrowser(async (browser) => {
      const page = await signedInPage(browser, base, token, TABLET_VIEWPORT);
      const capture = await startMatchAsScorer(page, match);
      const caps = await capsInPool(capture);
      if (caps.length === 0) throw new Error('Nobody is in the water after the replayed log');
      console.log(
        `screen at start: ${await lastEventsRows(capture)} rows in Last events, ${caps.length} players in pool`,
      );
      const samples = new Map<TapKind, ProbeTiming[]>();
      const profiler = PROFILE_FILE ? await page.context().newCDPSession(page) : null;
      for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
        if (round === WARM_UP_ROUNDS && profiler) {
          await profiler.send('Profiler.enable');
          await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
          await profiler.send('Profiler.start');
        }
        const taps = await captureDrive(capture, caps[round % caps.length]!);
        if (round < WARM_UP_ROUNDS) continue;
        for (const [kind, timing] of taps) samples.set(kind, [...(samples.get(kind) ?? []), timing]);
      }
      if (profiler && PROFILE_FILE) {
        const { profile } = await profiler.send('Profiler.stop');
        writeFileSync(PROFILE_FILE, JSON.stringify(profile));
        console.log(`CPU profile of the timed rounds: ${PROFILE_FILE}`);
      }
      console.log(
        `screen at end: ${await lastEventsRows(capture)} rows in Last events (${WARM_UP_ROUNDS} warm-up rounds not counted)`,
      );
      printFigures(samples);
    });
  });
}

export default { name: 'capture screen: tap-to-visible latency in the browser (1024×768 tablet)', run } satisfies Bench;

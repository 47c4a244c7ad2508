/**
 * Taps per event on the live capture screen, on a 1024×768 tablet: the three scripted matches
 * (src/server/seed/matches) tapped as team1's scorer taps them the quickest way the screen offers (player first,
 * the event saving itself on the tap that completes it). What the quick path leaves for later (a shot's
 * situation, method, type and assists, the other team's player) is left out. A tap whose control was not wholly
 * in view and on top of an unscrolled page counts as a scroll. Figures, not verdicts.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { parseMatchScript, type ScriptLine } from '../../src/domain/capture/script';
import { CapturePage } from '../e2e/capture/pages/CapturePage';
import { StartMatchDialog } from '../e2e/capture/pages/StartMatchDialog';
import { playLineOnScreen, type Tap } from '../e2e/capture/support/playLineOnScreen';
import { screenCheckOf } from '../e2e/capture/support/screenCheck';
import { benchApi, postAll, type BenchApi } from './benchApi';
import { withBenchServer } from './benchServer';
import { ensureAppBuilt, signedInPage, TABLET_VIEWPORT, withBrowser } from './browser';
import type { Bench } from './run';

const MATCHES = ['match-1-bud-spl.txt', 'match-2-bel-nap-exclusions.txt', 'match-3-bud-bel-shootout.txt'];
/** Lines of each match tapped: every one unless TAPS_LINES names a prefix (a quicker look). */
const LINES_PER_MATCH = Number(process.env.TAPS_LINES ?? Infinity);
/** A line the screen cannot take (a warning, a control missing) is given up after this and counted. */
const LINE_TIMEOUT_MS = 5_000;

type Ref = { id: number; name: string };
type Row = Record<string, unknown> & { id: number };
type MatchTaps = { taps: Map<string, number[]>; scrolls: number; failed: string[] };

/** A fresh SCHEDULED copy of the seeded match of `name` (same teams and roster), for a scorer to start. */
async function scheduledCopy(api: BenchApi, name: string): Promise<Ref & { team1: Ref }> {
  const { body } = await api.get<(Row & { team1: Ref; team2: Ref })[]>(
    `/matches?name.equals=${encodeURIComponent(name)}&size=1`,
  );
  const seeded = body[0];
  if (!seeded) throw new Error(`The demo seed has no match "${name}"`);
  const copy = `${name} (taps bench ${Date.now().toString(36)})`;
  const { body: match } = await api.post<Row>('/matches', {
    name: copy,
    team1: { id: seeded.team1.id },
    team2: { id: seeded.team2.id },
    status: 'SCHEDULED',
  });
  const { body: roster } = await api.get<Row[]>(`/match-players?matchId.equals=${seeded.id}&size=100`);
  await postAll(
    api,
    '/match-players',
    roster.map(({ id: _id, match: _match, ...row }) => ({ ...row, match: { id: match.id } })),
  );
  return { id: match.id, name: copy, team1: seeded.team1 };
}

/** The line as the quick path records it: only what the scorer must tap before the event saves itself. */
function quickLine(line: ScriptLine): ScriptLine {
  const action = line.action;
  switch (action.verb) {
    case 'shoot':
      return {
        ...line,
        action: {
          verb: 'shoot',
          shooter: action.shooter,
          outcome: action.outcome,
          isKept: action.isKept,
          from: action.from,
          to: action.to,
          assists: [],
        },
      };
    case 'turnover':
      return { ...line, action: { verb: 'turnover', player: action.player, turnOverType: action.turnOverType } };
    case 'exclusion':
      return action.exclusionType === 'PAIR'
        ? line
        : { ...line, action: { verb: 'exclusion', excluded: action.excluded, exclusionType: action.exclusionType } };
    case 'swim':
      return { ...line, action: { verb: 'swim', winner: action.winner } };
    default:
      return line;
  }
}

async function tapMatch(page: Page, file: string, base: string, token: string): Promise<MatchTaps> {
  const script = parseMatchScript(
    readFileSync(new URL(`../../src/server/seed/matches/${file}`, import.meta.url), 'utf8'),
  );
  const match = await scheduledCopy(benchApi(base, token), script.name);
  await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
  const capture = new CapturePage(page);
  await expect(capture.heading).toBeVisible({ timeout: 60_000 });
  await capture.dismissPasswordBanner();
  await capture.putInWater(...script.teams.team1.lineup);
  page.setDefaultTimeout(LINE_TIMEOUT_MS);

  const result: MatchTaps = { taps: new Map(), scrolls: 0, failed: [] };
  const tap: Tap = async (target, position) => {
    const check = await screenCheckOf(target, position);
    const isOnScreen =
      check.scrollY === 0 && check.scrollHeight <= check.innerHeight && check.isInView && check.isOnTop;
    if (!isOnScreen) result.scrolls += 1;
    await target.click(position ? { position } : {});
  };
  const names = { team1: script.teams.team1.name, team2: script.teams.team2.name };
  for (const line of script.lines.slice(0, LINES_PER_MATCH)) {
    try {
      // A quarter change is a tap of its own, not part of the line's event.
      const quarter = Number(/Quarter (\d)/.exec(await page.getByRole('group', { name: 'Quarter' }).innerText())?.[1]);
      for (let step = quarter; step < line.quarter; step++) {
        const next = capture.nextQuarter();
        await tap(next.button);
        await tap(next.confirm);
        result.taps.set('quarter change', [...(result.taps.get('quarter change') ?? []), 2]);
      }
      const { kind, taps } = await playLineOnScreen(capture, quickLine(line), names, tap);
      await expect(capture.saveButton.and(page.locator(':enabled'))).toHaveCount(0);
      if (kind !== 'none') result.taps.set(kind, [...(result.taps.get(kind) ?? []), taps]);
    } catch (error) {
      result.failed.push(`line ${line.lineNumber} ${line.action.verb}: ${String(error).split('\n')[0]}`);
      if (await capture.cancelButton.isVisible()) await capture.cancelButton.click();
    }
  }
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

function printTaps(all: Map<string, number[]>): void {
  const row = (label: string, taps: number[]) =>
    console.log(`${label}: n=${taps.length} median=${median(taps)} max=${Math.max(...taps)} taps`);
  for (const [kind, taps] of [...all].sort(([a], [b]) => a.localeCompare(b))) row(kind, taps);
  row(
    'every non-shot event',
    [...all].filter(([kind]) => kind !== 'shot').flatMap(([, taps]) => taps),
  );
}

async function run(): Promise<void> {
  ensureAppBuilt();
  await withBenchServer(undefined, async ({ base, token }) => {
    await withBrowser(async (browser) => {
      const all = new Map<string, number[]>();
      console.log(
        `${Number.isFinite(LINES_PER_MATCH) ? `the first ${LINES_PER_MATCH}` : 'all'} lines of each match, team1's scorer, ${TABLET_VIEWPORT.width}×${TABLET_VIEWPORT.height}`,
      );
      for (const file of MATCHES) {
        const page = await signedInPage(browser, base, token, TABLET_VIEWPORT);
        const result = await tapMatch(page, file, base, token);
        await page.context().close();
        console.log(`${file}: ${result.scrolls} scrolls, ${result.failed.length} lines the screen did not take`);
        for (const failure of result.failed) console.log(`  ${failure}`);
        for (const [kind, taps] of result.taps) all.set(kind, [...(all.get(kind) ?? []), ...taps]);
      }
      printTaps(all);
    });
  });
}

export default { name: 'taps per event on the capture screen (browser, 1024×768)', run } satisfies Bench;

import { expect, type Browser } from '@playwright/test';
import type { ScriptLine } from '../../../src/domain/capture/script';
import englishCommon from '../../../src/app/i18n/locales/en/common.json' with { type: 'json' };
import { screenCheckOf } from '../../e2e/capture/support/screenCheck';
import { StartMatchDialog } from '../../e2e/capture/pages/StartMatchDialog';
import type { RealMatchName } from '../../unit/domain/playbyplay/loadRealMatch';
import { benchApi } from '../benchApi';
import { signedInPage, TABLET_VIEWPORT } from '../browser';
import { createScorerMatch } from './createScorerMatch';
import { loadRealMatchScript } from './loadRealMatchScript';
import { pickClockStrategy } from './pickClockStrategy';
import { playRealLine } from './playRealLine';
import type { RowFate } from './realMatchScript';
import type { CountedTap, Scorer } from './scorer';
import { ScorerScreen } from './ScorerScreen';
import { readStoredTimes } from './readStoredTimes';
import type { StoredTimes } from './storedTimesWithin';
import { EVENT_KINDS } from './tapEvent';

/** The taps of one line (the starting lineup counts as one), by what they were for; `failure` when it failed. */
export type LineTaps = { label: string; kind: string; taps: Map<string, number>; failure?: string };

export type MatchTaps = {
  name: RealMatchName;
  /** The match the scorer played, to read its stored log back. */
  matchId: number;
  clock: string;
  /** The teams' codes as the log prints them (THA, HKG): their names on the screen start with them. */
  teamCodes: { team1: string; team2: string };
  lines: LineTaps[];
  /** Taps on a control not wholly in view on an unscrolled page, named by line and control. */
  scrolls: string[];
  stored: StoredTimes;
  notRecorded: Extract<RowFate, { recordedBy: null }>[];
  leftOut: string[];
  keepsTheirs: boolean;
  /** By-hand possession fixes, and the quarters played. */
  possessionFixes: number;
  quarters: number;
};

export type PlayOptions = {
  lineLimit: number;
  whistleSeconds: number;
  lineTimeoutMs: number;
  /** Only the lines of the first this many quarters (a browser test plays one). */
  quarters?: number;
  viewport?: { width: number; height: number };
};

/**
 * Plays one real match through the capture screen as its first team's scorer (a fresh match and browser context),
 * counting every tap, then reads the stored events back through the API. A line the screen does not take is kept
 * with its taps and the reason; the scorer cancels what it left open and goes on with the next line.
 */
export async function playRealMatch(
  browser: Browser,
  server: { base: string; token: string },
  name: RealMatchName,
  options: PlayOptions,
): Promise<MatchTaps> {
  const { script, fates, leftOut } = loadRealMatchScript(name);
  const api = benchApi(server.base, server.token);
  const match = await createScorerMatch(api, script);
  const page = await signedInPage(browser, server.base, server.token, options.viewport ?? TABLET_VIEWPORT);
  try {
    // Before the app loads, so a running game clock reads the page clock (held still once play begins: runningClock).
    await page.clock.install();
    await new StartMatchDialog(page).startFromHome(match.name, match.teamNames.team1);
    const screen = new ScorerScreen(page);
    const capture = screen.capture;
    await expect(capture.heading).toBeVisible({ timeout: 60_000 });
    // The demo account's default-password banner is no part of scoring a match.
    await capture.dismissPasswordBanner();
    const clock = await pickClockStrategy(screen, options.whistleSeconds);
    page.setDefaultTimeout(options.lineTimeoutMs);

    let tally = new Map<string, number>();
    let label = 'lineup';
    const scrolls: string[] = [];
    const tap: CountedTap = async (target, category, position) => {
      const check = await screenCheckOf(target, position);
      if (!(check.scrollY === 0 && check.scrollHeight <= check.innerHeight && check.isInView && check.isOnTop)) {
        scrolls.push(`${label}: ${String(target)}`);
      }
      tally.set(category, (tally.get(category) ?? 0) + 1);
      await target.click(position ? { position } : {});
    };
    const scorer: Scorer = {
      screen,
      tap,
      quarterLength: script.quarterLength,
      teamNames: match.teamNames,
      lastActed: new Map(),
      goalkeeper: script.teams.team1.lineup[0],
      // The screen offers the other team's caps with no event open: the scorer keeps both teams.
      keepsTheirs: await capture.opponentPlayer.isVisible(),
      possessionFixes: [],
    };

    for (const cap of script.teams.team1.lineup) {
      await tap(capture.player(capture.subs, cap), 'lineup');
      await expect(capture.player(capture.subs, cap)).toHaveAttribute('aria-pressed', 'true');
    }
    const lines: LineTaps[] = [{ label: 'lineup', kind: 'lineup', taps: tally }];
    const inQuarters = script.lines.filter((line) => line.quarter <= (options.quarters ?? Infinity));
    const inReach = inQuarters.slice(0, options.lineLimit);
    // A scorer keeping the own team only leaves the other team's time-outs and cards out (the screen had no way to
    // keep them).
    const isKept = (line: ScriptLine) =>
      scorer.keepsTheirs || !(line.side === 'team2' && (line.action.verb === 'timeout' || line.action.verb === 'card'));
    const played = inReach.filter(isKept);
    const notKept: Extract<RowFate, { recordedBy: null }>[] = inReach
      .filter((line) => !isKept(line))
      .map((line) => ({
        row: line.lineNumber,
        recordedBy: null,
        reason: `the screen records the own team's ${line.action.verb === 'card' ? 'cards' : 'time-outs'} only`,
      }));
    for (const line of played) {
      tally = new Map();
      label = `line ${line.lineNumber} ${line.side === 'team1' ? script.teams.team1.code : script.teams.team2.code} ${line.action.verb}`;
      try {
        lines.push({ label, kind: await playRealLine(scorer, clock, line), taps: tally });
      } catch (error) {
        const kind = EVENT_KINDS[line.action.verb as keyof typeof EVENT_KINDS] ?? line.action.verb;
        lines.push({
          label,
          kind,
          taps: tally,
          failure: String(error).split('\n').slice(0, 4).join(' ').replace(/\s+/g, ' '),
        });
        await page.keyboard.press('Escape');
        if (await capture.cancelButton.isVisible()) await capture.cancelButton.click();
      }
    }

    await clock.finish(scorer);
    await expect(capture.syncStatus).toContainText(englishCommon['sync.allSynced'], { timeout: 60_000 });
    // A failed line may have stored nothing: matched without it, so the lines after it keep their own events.
    const isFailed = (index: number) => lines[index + 1]!.failure !== undefined;
    const taken = played.filter((_, index) => !isFailed(index));
    const stored = await readStoredTimes(api, match.id, taken, script.quarterLength);
    const failedCount = played.length - taken.length;
    return {
      name,
      matchId: match.id,
      clock: clock.name,
      teamCodes: { team1: script.teams.team1.code, team2: script.teams.team2.code },
      lines,
      scrolls,
      stored: { ...stored, total: stored.total + failedCount },
      notRecorded: [
        ...fates.filter((fate): fate is Extract<RowFate, { recordedBy: null }> => fate.recordedBy === null),
        ...notKept,
      ],
      leftOut,
      keepsTheirs: scorer.keepsTheirs,
      possessionFixes: scorer.possessionFixes.length,
      quarters: new Set(played.map((line) => line.quarter)).size,
    };
  } finally {
    await page.context().close();
  }
}

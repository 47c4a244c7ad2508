/**
 * Taps per line on the live capture screen, on a 1024×768 tablet: the three real matches of tests/fixtures/realmatch
 * played line by line at their printed times as their first team's scorer plays them (tests/bench/realMatch). Every
 * tap counts: the starting lineup, quarter changes, the clock, substitutions when a player acts who is not in the
 * water, by-hand possession fixes and the event itself, the quickest way the screen offers. A line the screen does not
 * take is listed with the reason and counted with the taps it took. The stored events are read back through the API
 * and their times compared with the printed ones. Figures, not verdicts.
 *
 * The clock is played the way the screen offers it (tests/bench/realMatch/pickClockStrategy.ts): today the
 * 'Possession end' steppers; the running game clock once the screen has it, to this contract: a group 'Game clock'
 * holding a timer 'Game clock' that reads the time left (m:ss), a 'Start clock' button that reads 'Stop clock' while
 * running, a 'Set clock' button opening a dialog 'Set clock' with keys 0–9, Delete and Set (three digits set the time
 * by themselves), a dialog 'Earlier than the last event' with 'Keep time' and 'Cancel'; it stops by itself when a goal,
 * exclusion, penalty foul or time-out is saved, and asks for the next quarter by itself at 0:00.
 *
 * TAPS_LINES=n plays the first n lines of each match (a quicker look); TAPS_WHISTLE_S (default 1) is how many seconds
 * the scorer's running clock gains per line on whistles the log does not list; TAPS_DETAIL=1 prints every line's taps.
 */
import { withBenchServer } from './benchServer';
import { ensureAppBuilt, TABLET_VIEWPORT, withBrowser } from './browser';
import { playRealMatch, type LineTaps, type MatchTaps } from './realMatch/playRealMatch';
import { REAL_MATCH_NAMES } from './realMatch/loadRealMatchScript';
import { tapFigures } from './realMatch/tapFigures';
import type { Bench } from './run';

const LINES_PER_MATCH = Number(process.env.TAPS_LINES ?? Infinity);
const WHISTLE_S = Number(process.env.TAPS_WHISTLE_S ?? 1);
/** A line the screen cannot take (a warning, a control missing) is given up after this and listed. */
const LINE_TIMEOUT_MS = 5_000;
/** What a line's taps were for besides its event, in the order they are printed. */
const CATEGORIES = [
  'clock start',
  'clock correction',
  'clock',
  'quarter change',
  'possession fix',
  'substitution',
] as const;
/** The clock's taps: started after a stop, put right, and the rest (a quarter's early end put off). */
const CLOCK_CATEGORIES = ['clock start', 'clock correction', 'clock'] as const;

const sum = (taps: Map<string, number>) => [...taps.values()].reduce((total, count) => total + count, 0);
const oneDecimal = (value: number) => value.toFixed(1);

function printByKind(lines: LineTaps[]): void {
  const kinds = [...new Set(lines.map((line) => line.kind))].sort();
  for (const kind of kinds) {
    const ofKind = lines.filter((line) => line.kind === kind);
    const all = tapFigures(ofKind.map((line) => sum(line.taps)));
    const meanOf = (category: string) =>
      ofKind.reduce((total, line) => total + (line.taps.get(category) ?? 0), 0) / ofKind.length;
    const parts = [
      [kind === 'lineup' ? 'lineup' : 'event', meanOf(kind)] as const,
      ...CATEGORIES.map((c) => [c, meanOf(c)] as const),
    ]
      .filter(([, mean]) => mean > 0)
      .map(([category, mean]) => `${category} ${oneDecimal(mean)}`);
    console.log(
      `  ${kind}: n=${all.count}, taps per line mean ${oneDecimal(all.mean)} (${parts.join(', ')}), median ${oneDecimal(all.median)}, max ${all.max}`,
    );
  }
}

/** Every line's taps by what they were for (TAPS_DETAIL=1), to see where a figure comes from. */
function printLines(match: MatchTaps): void {
  for (const line of match.lines) {
    const taps = [...line.taps].map(([category, count]) => `${category} ${count}`).join(', ');
    console.log(`  ${match.name} ${line.label}: ${sum(line.taps)} (${taps})${line.failure ? ' FAILED' : ''}`);
  }
}

function printMatch(match: MatchTaps): void {
  const failures = match.lines.filter((line) => line.failure);
  console.log(
    `${match.name}: ${match.lines.length - 1} lines + lineup, ${match.scrolls.length} scrolls, ${failures.length} lines the screen did not take, ${match.notRecorded.length} rows of the log not recorded`,
  );
  const reasons = new Map<string, number>();
  for (const fate of match.notRecorded) reasons.set(fate.reason, (reasons.get(fate.reason) ?? 0) + 1);
  for (const [reason, count] of reasons) console.log(`  not recorded ×${count}: ${reason}`);
  for (const note of match.leftOut) console.log(`  left out of the roster: ${note}`);
  for (const scroll of match.scrolls) console.log(`  scroll: ${scroll}`);
}

/** The headline figures (their words are read by other tools), then by event type, then what went wrong. */
function printSummary(matches: MatchTaps[]): void {
  const lines = matches.flatMap((match) => match.lines);
  const total = tapFigures(lines.map((line) => sum(line.taps)));
  const tapsOf = (category: string) => lines.reduce((count, line) => count + (line.taps.get(category) ?? 0), 0);
  const clockTaps = CLOCK_CATEGORIES.reduce((count, category) => count + tapsOf(category), 0);
  const stored = matches.reduce(
    (all, match) => ({ within: all.within + match.stored.within, total: all.total + match.stored.total }),
    { within: 0, total: 0 },
  );
  console.log(
    `taps per line: mean ${oneDecimal(total.mean)}, median ${oneDecimal(total.median)}, p90 ${oneDecimal(total.p90)}`,
  );
  console.log(`clock taps per line: mean ${oneDecimal(clockTaps / Math.max(1, lines.length))}`);
  const perLine = (taps: number) => (taps / Math.max(1, lines.length)).toFixed(2);
  console.log(
    `  of them: start ${perLine(tapsOf('clock start'))}, put right ${perLine(tapsOf('clock correction'))}, other ${perLine(tapsOf('clock'))}`,
  );
  const fixes = matches.reduce((count, match) => count + match.possessionFixes, 0);
  const quarters = matches.reduce((count, match) => count + match.quarters, 0);
  console.log(`possession fixes per quarter: mean ${oneDecimal(fixes / Math.max(1, quarters))}`);
  console.log(`stored times within 2 s: ${stored.within} of ${stored.total}`);
  console.log('per event type:');
  printByKind(lines);
  const listed = (heading: string, items: string[], always = false) => {
    if (items.length > 0 || always) console.log(`${heading}: ${items.length}`);
    for (const item of items) console.log(`  ${item}`);
  };
  listed(
    'lines the screen did not take',
    matches.flatMap((match) =>
      match.lines.filter((line) => line.failure).map((line) => `${match.name} ${line.label}: ${line.failure}`),
    ),
    true,
  );
  listed(
    'stored times more than 2 s off the printed time',
    matches.flatMap((match) => match.stored.off.map((line) => `${match.name} ${line}`)),
  );
  listed(
    'lines taken whose event is not stored',
    matches.flatMap((match) => match.stored.missing.map((line) => `${match.name} ${line}`)),
  );
}

async function run(): Promise<void> {
  ensureAppBuilt();
  await withBenchServer(undefined, async ({ base, token }) => {
    await withBrowser(async (browser) => {
      const matches: MatchTaps[] = [];
      for (const name of REAL_MATCH_NAMES) {
        const options = { lineLimit: LINES_PER_MATCH, whistleSeconds: WHISTLE_S, lineTimeoutMs: LINE_TIMEOUT_MS };
        matches.push(await playRealMatch(browser, { base, token }, name, options));
      }
      console.log(`clock strategy: ${matches[0]?.clock ?? 'none'}`);
      console.log(
        `${Number.isFinite(LINES_PER_MATCH) ? `the first ${LINES_PER_MATCH}` : 'all'} lines of ${matches.length} real matches and each starting lineup as one line, first team's scorer${matches.every((match) => match.keepsTheirs) ? " keeping the other team's caps too" : ''}, ${TABLET_VIEWPORT.width}×${TABLET_VIEWPORT.height}`,
      );
      for (const match of matches) printMatch(match);
      printSummary(matches);
      if (process.env.TAPS_DETAIL) for (const match of matches) printLines(match);
    });
  });
}

export default {
  name: 'taps per line of three real matches on the capture screen (browser, 1024×768)',
  run,
} satisfies Bench;

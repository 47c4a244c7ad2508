import type { Locator } from '@playwright/test';
import type { ScriptLine } from '../../../src/domain/capture/script';
import type { ScorerScreen } from './ScorerScreen';

/**
 * One counted tap of the scorer, filed under what it was for: the event's kind ('shot', 'turnover', …), 'clock start', 'clock correction', 'clock',
 * 'quarter change', 'possession fix', 'substitution' or 'lineup'.
 */
export type CountedTap = (target: Locator, category: string, position?: { x: number; y: number }) => Promise<void>;

/** The first team's scorer at the capture screen (keeping the other team's caps too when it can), and what they remember between lines. */
export type Scorer = {
  screen: ScorerScreen;
  tap: CountedTap;
  quarterLength: number;
  teamNames: { team1: string; team2: string };
  /** The line each own cap last acted on: who has been quiet longest goes out for a player who must come in. */
  lastActed: Map<number, number>;
  goalkeeper: number | undefined;
  /**
   * Keeps both teams: the screen offers the other team's caps, so their shooter, excluded player and fouler are named
   * with them, first (their player first needs no ball side). Without them the scorer keeps the own team only.
   */
  keepsTheirs: boolean;
  /** The quarter of each by-hand possession fix. */
  possessionFixes: number[];
};

/**
 * How the scorer keeps the screen's clock on the printed time: picked by what the screen offers, so one bench
 * measures the screen before and after the running clock (pickClockStrategy).
 */
export type ClockStrategy = {
  name: string;
  /** Moves the screen on to the line's quarter. */
  reachQuarter: (scorer: Scorer, quarter: number) => Promise<void>;
  /** Brings the screen's time to the line's printed time (or within 2 s of it) before the line's event. */
  reachTime: (scorer: Scorer, line: ScriptLine) => Promise<void>;
  /** After the last line: the page's own timers run again (the sync waits on them). */
  finish: (scorer: Scorer) => Promise<void>;
};

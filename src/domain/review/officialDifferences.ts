import { LAST_QUARTER, TEAM_SIDES, type TeamSide } from '../model';
import { applyStatsFilter, type StatsMatch } from '../stats';
import { isGoal } from '../stats/definitions';
import { REVIEW_TIME_TOLERANCE_S } from './findDifferences';

/** A line of an official play-by-play as the match's tips hold it (src/domain/playbyplay/eventTipsFromPlayByPlay). */
export type OfficialTip = { quarter: number; time: number; side: TeamSide; code: string; cap?: number | null };

/** What the official log and a captured log both name by cap: a goal of the shooter, an exclusion of the player. */
export type OfficialItem = 'goal' | 'exclusion';

type Line = { quarter: number; time: number; cap: number | null };
type Captured = Line & { uuid: string };

/**
 * One disagreement between the captured record of a match and its official play-by-play: a goal or exclusion only
 * one of them has (within REVIEW_TIME_TOLERANCE_S of game time), the same one under another cap, or a team's goals
 * by quarter counted differently (`goalsByQuarter`, each side's counts in `values`). `side` is whose goal or whose
 * player's exclusion it is; `uuid` the captured event (to edit), where there is one.
 */
export type OfficialDifference =
  | {
      kind: 'onlyCaptured' | 'onlyOfficial' | 'cap';
      item: OfficialItem;
      side: TeamSide;
      captured: Line | null;
      official: Line | null;
      uuid: string | null;
    }
  | { kind: 'goalsByQuarter'; side: TeamSide; values: { captured: number[]; official: number[] } };

/** Whether the match has an official play-by-play to review against: some goal or exclusion line in its tips. */
export function hasOfficialLog(tips: readonly OfficialTip[]): boolean {
  return tips.some((tip) => itemOfTip(tip) !== null);
}

function itemOfTip({ code }: OfficialTip): OfficialItem | null {
  if (code.startsWith('G')) return 'goal';
  if (code === 'EF') return 'exclusion';
  return null;
}

/** Each team's goals (by the shooter) and exclusions (of its player) as the captured logs tell them. */
function capturedLines(match: StatsMatch): Record<TeamSide, Record<OfficialItem, Captured[]>> {
  const views = applyStatsFilter([match], {});
  const lines = {} as Record<TeamSide, Record<OfficialItem, Captured[]>>;
  TEAM_SIDES.forEach((side, index) => {
    const events = views[index]?.events ?? [];
    const lineOf = (event: (typeof events)[number]): Captured => ({
      uuid: event.uuid,
      quarter: event.quarter,
      time: event.time,
      cap: event.playerNumber ?? null,
    });
    lines[side] = {
      goal: events.filter((event) => isGoal(event, 'SHOOT')).map(lineOf),
      exclusion: events.filter((event) => event.type === 'EXCLUSIONFOR').map(lineOf),
    };
  });
  return lines;
}

/** Pairs each official line with the nearest unpaired captured one in time, within the tolerance. */
function pairLines(captured: readonly Captured[], official: readonly Line[]) {
  const left = new Set(captured);
  const pairs: [Captured, Line][] = [];
  const unpaired: Line[] = [];
  for (const line of official) {
    let best: Captured | null = null;
    for (const candidate of left) {
      const gap = Math.abs(candidate.time - line.time);
      if (gap > REVIEW_TIME_TOLERANCE_S) continue;
      const bestGap = best ? Math.abs(best.time - line.time) : Infinity;
      const isBetter = gap < bestGap || (gap === bestGap && candidate.cap === line.cap && best?.cap !== line.cap);
      if (isBetter) best = candidate;
    }
    if (best) {
      left.delete(best);
      pairs.push([best, line]);
    } else unpaired.push(line);
  }
  return { pairs, unpaired, left: [...left] };
}

const byQuarter = (lines: readonly { quarter: number }[]) => {
  const counts = Array.from({ length: LAST_QUARTER }, () => 0);
  for (const { quarter } of lines) counts[quarter - 1] = (counts[quarter - 1] ?? 0) + 1;
  return counts;
};

const lineOf = ({ quarter, time, cap }: Line): Line => ({ quarter, time, cap });

/**
 * Where a match's captured record and its official play-by-play disagree (issue: match review, the review against
 * an official log): goals by shooter and exclusions by player of both teams, paired by team and game time; then each
 * team's goals by quarter. Pure.
 */
export function findOfficialDifferences(match: StatsMatch, tips: readonly OfficialTip[]): OfficialDifference[] {
  const captured = capturedLines(match);
  const found: OfficialDifference[] = [];
  for (const side of TEAM_SIDES) {
    for (const item of ['goal', 'exclusion'] as const) {
      const official = tips
        .filter((tip) => tip.side === side && itemOfTip(tip) === item)
        .map((tip) => ({ quarter: tip.quarter, time: tip.time, cap: tip.cap ?? null }));
      const { pairs, unpaired, left } = pairLines(captured[side][item], official);
      for (const [ours, theirs] of pairs) {
        if (ours.cap !== null && theirs.cap !== null && ours.cap !== theirs.cap)
          found.push({ kind: 'cap', item, side, captured: lineOf(ours), official: theirs, uuid: ours.uuid });
      }
      for (const line of left)
        found.push({ kind: 'onlyCaptured', item, side, captured: lineOf(line), official: null, uuid: line.uuid });
      for (const line of unpaired)
        found.push({ kind: 'onlyOfficial', item, side, captured: null, official: line, uuid: null });
    }
    const goals = {
      captured: byQuarter(captured[side].goal),
      official: byQuarter(tips.filter((tip) => tip.side === side && itemOfTip(tip) === 'goal')),
    };
    if (goals.captured.join() !== goals.official.join()) found.push({ kind: 'goalsByQuarter', side, values: goals });
  }
  return found;
}

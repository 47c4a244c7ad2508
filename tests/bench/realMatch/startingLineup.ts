import type { PlayByPlayRow } from '../../../src/domain/playbyplay';
import type { RealMatchRoster } from './realMatchRoster';

const FIELD_PLAYERS = 6;

/**
 * The seven a scorer puts in the water before the first swim-off, goalkeeper first. The most faithful source
 * first: the goalkeeper of the quarter-1 GK_START line (else the roster's goalkeeper), then the starters the report
 * names with a cap. The report is not always whole (USA–ESP 2017 names five field starters, BRA–KAZ 2017 names a
 * starter the log never shows, so without a cap; the 2025 score sheet names none): the gap is filled with the field
 * caps the log shows acting, in the order they first act, the nearest evidence of who was in the water.
 */
export function startingLineup(roster: RealMatchRoster, code: string, rows: readonly PlayByPlayRow[]): number[] {
  const ownRows = rows.filter((row) => row.team === code && row.cap !== null);
  const goalkeeper =
    ownRows.find((row) => row.quarter === 1 && row.action === 'GK_START')?.cap ??
    roster.players.find((player) => player.goalKeeper)?.cap;
  const field: number[] = [];
  const add = (cap: number | null | undefined) => {
    if (cap == null || cap === goalkeeper || field.includes(cap) || field.length >= FIELD_PLAYERS) return;
    if (roster.players.some((player) => player.cap === cap && !player.goalKeeper)) field.push(cap);
  };
  roster.starters.forEach(add);
  ownRows.filter((row) => row.action !== 'GK_START').forEach((row) => add(row.cap));
  return goalkeeper === undefined ? field : [goalkeeper, ...field];
}

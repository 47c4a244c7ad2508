import { readCsv } from '../csv';
import { SHOOTOUT_QUARTER } from '../model';
import { parseClock } from './parseClock';
import { PlayByPlayCsvError } from './PlayByPlayCsvError';
import type { PlayByPlayRow } from './types';

const COLUMNS = ['quarter', 'clock', 'team', 'cap', 'player', 'action', 'detail'] as const;

/** Reads an official play-by-play CSV (`quarter,clock,team,cap,player,action,detail`) in printed order. */
export function parsePlayByPlayCsv(csv: string): PlayByPlayRow[] {
  const [header, ...body] = readCsv(csv).rows;
  const names = (header?.cells ?? []).map((name) => name.trim().toLowerCase());
  const index = Object.fromEntries(COLUMNS.map((column) => [column, names.indexOf(column)]));
  const missing = COLUMNS.filter((column) => index[column] === -1);
  if (missing.length > 0) throw new PlayByPlayCsvError({ code: 'missingColumns', columns: missing });

  return body.map(({ cells: fields, line }) => {
    const field = (column: (typeof COLUMNS)[number]) => (fields[index[column]!] ?? '').trim();
    const quarter = readQuarter(field('quarter'));
    if (quarter === null) throw new PlayByPlayCsvError({ code: 'unreadableQuarter', line, quarter: field('quarter') });
    const cap = field('cap') === '' ? null : Number(field('cap'));
    return {
      line,
      quarter,
      clock: field('clock'),
      secondsRemaining: readableSeconds(field('clock')),
      team: field('team'),
      cap: cap !== null && Number.isInteger(cap) && cap > 0 ? cap : null,
      player: field('player'),
      action: field('action').toUpperCase(),
      detail: field('detail'),
    } satisfies PlayByPlayRow;
  });
}

/** An unreadable clock reads as 0 here; clockErrorsOf names its line, so the file is refused before use. */
function readableSeconds(clock: string): number {
  try {
    return parseClock(clock);
  } catch {
    return 0;
  }
}

function readQuarter(text: string): number | null {
  if (/^(P?SO|PSO|PEN)$/i.test(text)) return SHOOTOUT_QUARTER;
  const quarter = Number(text.replace(/^Q/i, ''));
  return Number.isInteger(quarter) && quarter >= 1 ? Math.min(quarter, SHOOTOUT_QUARTER) : null;
}

import { readCsv } from '../../domain/csv';
import { MAX_CAP, MIN_CAP, NAME_MAX } from '../../domain/model';

export type PlayerCsvRow = {
  /** 1-based line of the file, for messages. */
  line: number;
  firstName: string;
  lastName: string;
  cap: number | null;
  goalKeeper: boolean;
  errors: string[];
};

const COLUMNS = {
  firstName: ['first name', 'firstname', 'first_name', 'first'],
  lastName: ['last name', 'lastname', 'last_name', 'last', 'surname'],
  cap: ['cap', 'number', 'no', '#'],
  goalKeeper: ['goalkeeper', 'goal keeper', 'gk', 'goalie'],
} as const;
type Column = keyof typeof COLUMNS;
const DEFAULT_ORDER: Column[] = ['firstName', 'lastName', 'cap', 'goalKeeper'];
const YES = ['yes', 'y', 'true', '1', 'x', 'gk'];

/**
 * A player list as CSV (`first name, last name, cap, goalkeeper`, separated by commas, semicolons or tabs;
 * a header row may name and order the columns, else that order is assumed) with each row's own problems. Nothing is checked against the server.
 */
export function parsePlayerCsv(text: string): PlayerCsvRow[] {
  const { rows: lines, problems } = readCsv(text);
  if (lines.length === 0) return [];
  const first = lines[0]!.cells.map((cell) => cell.trim().toLowerCase());
  const headerColumns = first.map((cell) =>
    (Object.keys(COLUMNS) as Column[]).find((column) => (COLUMNS[column] as readonly string[]).includes(cell)),
  );
  const hasHeader = headerColumns.some(Boolean);
  const order = hasHeader ? headerColumns : DEFAULT_ORDER;
  return (hasHeader ? lines.slice(1) : lines).map(({ cells: written, line }) => {
    const cells = written.map((cell) => cell.trim());
    const cell = (column: Column) => cells[order.indexOf(column)] ?? '';
    const capText = cell('cap');
    const cap = capText === '' ? null : Number(capText);
    const row: PlayerCsvRow = {
      line,
      firstName: cell('firstName'),
      lastName: cell('lastName'),
      cap: cap !== null && Number.isFinite(cap) ? cap : null,
      goalKeeper: YES.includes(cell('goalKeeper').toLowerCase()),
      errors: [],
    };
    if (row.firstName === '') row.errors.push('First name is missing');
    if (row.lastName === '') row.errors.push('Last name is missing');
    if (row.firstName.length > NAME_MAX || row.lastName.length > NAME_MAX)
      row.errors.push(`Names are at most ${NAME_MAX} characters`);
    if (capText !== '' && (cap === null || !Number.isInteger(cap) || cap < MIN_CAP || cap > MAX_CAP)) {
      row.errors.push(`Cap "${capText}" is not a number from ${MIN_CAP} to ${MAX_CAP}`);
    }
    if (problems.some((problem) => problem.line === line)) row.errors.push('A quote is opened and never closed');
    return row;
  });
}

/**
 * The rows' problems in context: caps used twice in the file, caps already taken on the chosen roster,
 * and missing caps when the players also go onto a roster.
 */
export function checkPlayerRows(
  rows: readonly PlayerCsvRow[],
  roster: { takenCaps: ReadonlySet<number>; isCapRequired: boolean },
): PlayerCsvRow[] {
  const counts = new Map<number, number>();
  for (const row of rows) if (row.cap !== null) counts.set(row.cap, (counts.get(row.cap) ?? 0) + 1);
  return rows.map((row) => {
    const errors = [...row.errors];
    if (row.cap === null && roster.isCapRequired) errors.push('A cap is needed for the roster');
    if (row.cap !== null && (counts.get(row.cap) ?? 0) > 1) errors.push(`Cap ${row.cap} appears twice in the file`);
    if (row.cap !== null && roster.takenCaps.has(row.cap)) errors.push(`Cap ${row.cap} is already used on the roster`);
    return { ...row, errors };
  });
}

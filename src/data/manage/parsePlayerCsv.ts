import { readCsv } from '../../domain/csv';
import { MAX_CAP, MIN_CAP, NAME_MAX } from '../../domain/model';
import { comparableName, findSamePlayer, type PlayerIdentity } from '../../domain/players';

/** What is wrong with a row of a player CSV, as a code with its values; src/app words it. */
export type PlayerRowProblem =
  | { code: 'firstNameMissing' }
  | { code: 'lastNameMissing' }
  | { code: 'nameTooLong'; max: number }
  | { code: 'capNotANumber'; cap: string; min: number; max: number }
  | { code: 'birthYearNotAYear'; year: string; min: number; max: number }
  | { code: 'quoteNotClosed' }
  /** A yes-or-no cell (the goalkeeper's) holding neither; column is its header as written, or its letter. */
  | { code: 'notYesOrNo'; line: number; column: string; value: string }
  | { code: 'samePlayerAs'; lines: number[] }
  | { code: 'namesakes'; firstName: string; lastName: string }
  | { code: 'capNeeded' }
  | { code: 'capTwiceInFile'; cap: number }
  | { code: 'capOnRoster'; cap: number };

export type PlayerCsvRow = {
  /** 1-based line of the file, for messages. */
  line: number;
  firstName: string;
  lastName: string;
  birthYear: number | null;
  cap: number | null;
  goalKeeper: boolean;
  errors: PlayerRowProblem[];
};

type Column = 'firstName' | 'lastName' | 'cap' | 'goalKeeper' | 'birthYear';

/**
 * The one table of the headers that name each column the importer reads: English, the Hungarian words of the
 * app's own forms and the ones a Hungarian coach's spreadsheet uses. Compared by headerKey, so "SAPKASZAM",
 * "Sapka szám", "first_name" and "Szül. év" are found too. A header not in it names a column the importer skips.
 */
export const PLAYER_CSV_HEADERS: Readonly<Record<Column, readonly string[]>> = {
  firstName: ['first name', 'first', 'given name', 'keresztnév', 'utónév'],
  lastName: ['last name', 'last', 'surname', 'family name', 'vezetéknév', 'családnév'],
  cap: ['cap', 'number', 'no', '#', 'sapkaszám', 'sapka', 'szám'],
  goalKeeper: ['goalkeeper', 'gk', 'goalie', 'kapus'],
  birthYear: ['birth year', 'year of birth', 'born', 'yob', 'születési év', 'szül. év', 'született'],
};

/** A header as compared: without case, accents, spaces, underscores, hyphens or dots. */
export function headerKey(header: string): string {
  return comparableName(header).replace(/[\s_.-]+/g, '');
}
const COLUMN_OF_HEADER = new Map(
  (Object.entries(PLAYER_CSV_HEADERS) as [Column, readonly string[]][]).flatMap(([column, headers]) =>
    headers.map((header) => [headerKey(header), column] as const),
  ),
);
const DEFAULT_ORDER: Column[] = ['firstName', 'lastName', 'cap', 'goalKeeper', 'birthYear'];
const BIRTH_YEARS = { min: 1900, max: 2100 };
// A yes-or-no column holds yes or no in English or Hungarian; anything else is refused rather than read as no,
// so a word the importer does not know never silently drops a goalkeeper.
const YES = new Set(['yes', 'y', 'true', '1', 'x', 'gk', 'igen', 'i']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'nem']);

/** A yes-or-no cell as true or false, or null when it is neither. */
function readYesOrNo(text: string): boolean | null {
  const word = comparableName(text);
  return YES.has(word) ? true : NO.has(word) ? false : null;
}

/** A column as a spreadsheet names it when the file has no header: A, B, … Z, AA, AB… */
function columnLetter(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnLetter(Math.floor(index / 26) - 1) + letter;
}

/**
 * A player list as CSV (`first name, last name, cap, goalkeeper, birth year`, separated by commas,
 * semicolons or tabs; a header row may name and order the columns in English or Hungarian, see
 * PLAYER_CSV_HEADERS, else that order is assumed) with each row's own problems. A row is numbered by its line in
 * the file, the header being line 1, as a spreadsheet numbers it. Nothing is checked against the server.
 */
export function parsePlayerCsv(text: string): PlayerCsvRow[] {
  const { rows: lines, problems } = readCsv(text);
  if (lines.length === 0) return [];
  const header = lines[0]!.cells.map((cell) => cell.trim());
  const headerColumns = header.map((cell) => COLUMN_OF_HEADER.get(headerKey(cell)));
  const hasHeader = headerColumns.some(Boolean);
  const order = hasHeader ? headerColumns : DEFAULT_ORDER;
  const columnName = (column: Column) => {
    const index = order.indexOf(column);
    return hasHeader ? header[index]! : columnLetter(index);
  };
  return (hasHeader ? lines.slice(1) : lines).map(({ cells: written, line }) => {
    const cells = written.map((cell) => cell.trim());
    const cell = (column: Column) => cells[order.indexOf(column)] ?? '';
    const capText = cell('cap');
    const cap = capText === '' ? null : Number(capText);
    const yearText = cell('birthYear');
    const year = yearText === '' ? null : Number(yearText);
    const isYear = year !== null && Number.isInteger(year) && year >= BIRTH_YEARS.min && year <= BIRTH_YEARS.max;
    const goalKeeperText = cell('goalKeeper');
    const goalKeeper = readYesOrNo(goalKeeperText);
    const row: PlayerCsvRow = {
      line,
      firstName: cell('firstName'),
      lastName: cell('lastName'),
      birthYear: isYear ? year : null,
      cap: cap !== null && Number.isFinite(cap) ? cap : null,
      goalKeeper: goalKeeper === true,
      errors: [],
    };
    if (row.firstName === '') row.errors.push({ code: 'firstNameMissing' });
    if (row.lastName === '') row.errors.push({ code: 'lastNameMissing' });
    if (row.firstName.length > NAME_MAX || row.lastName.length > NAME_MAX)
      row.errors.push({ code: 'nameTooLong', max: NAME_MAX });
    if (capText !== '' && (cap === null || !Number.isInteger(cap) || cap < MIN_CAP || cap > MAX_CAP)) {
      row.errors.push({ code: 'capNotANumber', cap: capText, min: MIN_CAP, max: MAX_CAP });
    }
    if (year !== null && !isYear) row.errors.push({ code: 'birthYearNotAYear', year: yearText, ...BIRTH_YEARS });
    if (goalKeeper === null)
      row.errors.push({ code: 'notYesOrNo', line, column: columnName('goalKeeper'), value: goalKeeperText });
    if (problems.some((problem) => problem.line === line)) row.errors.push({ code: 'quoteNotClosed' });
    return row;
  });
}

export type CheckedPlayerRow = PlayerCsvRow & {
  /** The team's player this row updates (same first name, last name and birth year), or null for a new one. */
  existingPlayerId: number | null;
};

/**
 * The rows' problems in context: the same player twice in the file, a name two players of the team share,
 * caps used twice in the file or taken on the chosen roster by a player not in the file, and missing caps
 * when the players also go onto a roster. Each row also says which existing player it will update.
 */
export function checkPlayerRows(
  rows: readonly PlayerCsvRow[],
  context: {
    roster: readonly { cap: number; playerId: number }[];
    isCapRequired: boolean;
    teamPlayers: readonly (PlayerIdentity & { id: number })[];
  },
): CheckedPlayerRow[] {
  const found = rows.map((row) => findSamePlayer(row, context.teamPlayers));
  const updatedIds = new Set(found.flatMap((player) => (player && player !== 'ambiguous' ? [player.id] : [])));
  const takenCaps = new Set(
    context.roster.filter((entry) => !updatedIds.has(entry.playerId)).map((entry) => entry.cap),
  );
  const counts = new Map<number, number>();
  for (const row of rows) if (row.cap !== null) counts.set(row.cap, (counts.get(row.cap) ?? 0) + 1);
  return rows.map((row, index) => {
    const errors = [...row.errors];
    const twins = rows.filter((other) => other !== row && findSamePlayer(row, [other]) !== null);
    if (twins.length) errors.push({ code: 'samePlayerAs', lines: twins.map((twin) => twin.line) });
    const player = found[index];
    if (player === 'ambiguous') errors.push({ code: 'namesakes', firstName: row.firstName, lastName: row.lastName });
    if (row.cap === null && context.isCapRequired) errors.push({ code: 'capNeeded' });
    if (row.cap !== null && (counts.get(row.cap) ?? 0) > 1) errors.push({ code: 'capTwiceInFile', cap: row.cap });
    if (row.cap !== null && takenCaps.has(row.cap)) errors.push({ code: 'capOnRoster', cap: row.cap });
    return { ...row, errors, existingPlayerId: player && player !== 'ambiguous' ? player.id : null };
  });
}

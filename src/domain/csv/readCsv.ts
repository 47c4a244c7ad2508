import Papa from 'papaparse';

/** One record of a CSV file, with the line it starts on (1-based) for messages. */
export type CsvRow = { line: number; cells: string[] };

export type CsvProblem = { line: number; code: 'unclosedQuote' };

export type CsvReading = { rows: CsvRow[]; separator: string; problems: CsvProblem[] };

/** Comma, then Excel's own choices where the decimal mark is a comma (semicolon) and for pasted sheets (tab). */
const SEPARATORS = [',', ';', '\t'];
const GUESS_RECORDS = 20;

/**
 * A CSV file as records: the separator detected (comma, semicolon or tab), a BOM dropped, RFC 4180
 * quotes, any line ending, blank records left out. Cells are as written (not trimmed).
 */
export function readCsv(text: string): CsvReading {
  // One line ending, so that a file mixing CRLF and LF splits on both and lines count the same way.
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  // Guessed on a few records without blank lines, which would otherwise look like a one-column file.
  const separator =
    Papa.parse<string[]>(body, { preview: GUESS_RECORDS, skipEmptyLines: 'greedy', delimitersToGuess: SEPARATORS }).meta
      .delimiter || ',';
  const parsed = Papa.parse<string[]>(body, { delimiter: separator, newline: '\n' });
  const lines: number[] = [];
  let line = 1;
  for (const cells of parsed.data) {
    lines.push(line);
    line += 1 + cells.reduce((breaks, cell) => breaks + cell.split('\n').length - 1, 0);
  }
  const rows = parsed.data
    .map((cells, index) => ({ line: lines[index]!, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const problems = parsed.errors
    .filter((error) => error.code === 'MissingQuotes' && error.row !== undefined)
    .map((error) => ({ line: lines[error.row!] ?? line, code: 'unclosedQuote' as const }));
  return { rows, separator, problems };
}

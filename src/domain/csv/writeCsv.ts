import Papa from 'papaparse';
import { withExcelBom } from './withExcelBom';

export type CsvCell = string | number | null | undefined;

/**
 * A cell a spreadsheet would run as a formula (OWASP's CSV injection rule): it begins with =, +, -, @, a tab
 * or a carriage return. A plain number ("-3", "+2", "4.5") is left out, so a plus-minus stays a figure.
 */
const FORMULA_CELL = /^(?![+-]?\d+(?:[.,]\d+)?$)[=+\-@\t\r]/;

/**
 * A CSV document for spreadsheets: comma-separated, CRLF line ends (RFC 4180), a field quoted when it
 * holds a comma, quote or line break, empty for null, and a BOM so Excel reads UTF-8. Names come from
 * other users and other clubs' archives, so a formula cell is written as text: a single quote before it,
 * the field quoted.
 */
export function writeCsv(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return withExcelBom('');
  const body = Papa.unparse(
    rows.map((row) => row.map((cell) => (cell == null ? '' : String(cell)))),
    { delimiter: ',', newline: '\r\n', escapeFormulae: FORMULA_CELL },
  );
  return withExcelBom(`${body}\r\n`);
}

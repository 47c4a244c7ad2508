import Papa from 'papaparse';
import { withExcelBom } from './withExcelBom';

export type CsvCell = string | number | null | undefined;

/**
 * A CSV document for spreadsheets: comma-separated, CRLF line ends (RFC 4180), a field quoted when it
 * holds a comma, quote or line break, empty for null, and a BOM so Excel reads UTF-8.
 */
export function writeCsv(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return withExcelBom('');
  // Formulae are not escaped: the prefix would turn a plus-minus of -3 into text in every spreadsheet.
  const body = Papa.unparse(
    rows.map((row) => row.map((cell) => (cell == null ? '' : String(cell)))),
    { delimiter: ',', newline: '\r\n', escapeFormulae: false },
  );
  return withExcelBom(`${body}\r\n`);
}

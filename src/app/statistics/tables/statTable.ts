import { writeCsv } from '../../../domain/csv';

/** A cell: its text, and where a video clip of it plays (main counts only). */
export type StatCell = { text: string; href?: string | null; label?: string; sortValue?: number | string };

/** Emphasised rows are totals (a rule above them); indented rows break down the row above. */
export type StatRow = { key: string; cells: StatCell[]; isEmphasised?: boolean; isIndented?: boolean };

/**
 * One table of the statistics screen, the same model for the screen, the print layout and the CSV export.
 * The first column names the row.
 */
export type StatTableModel = {
  /** Names the table in its CSV file name ("box-score"). */
  name: string;
  caption: string;
  columns: { header: string; isNumeric?: boolean; isSortable?: boolean }[];
  rows: StatRow[];
};

export const cell = (text: string | number, extra: Omit<StatCell, 'text'> = {}): StatCell => ({
  text: String(text),
  ...extra,
});

/** Rows as CSV wants them: header first, the text of every cell. */
export function statTableRows(table: StatTableModel): string[][] {
  return [table.columns.map((column) => column.header), ...table.rows.map((row) => row.cells.map((c) => c.text))];
}

/** The table as the CSV file its export button downloads. */
export function statTableCsv(table: StatTableModel): string {
  return writeCsv(statTableRows(table));
}

import { MARGIN, type Align, type PdfSheet } from './pdfSheet';

export type TableColumn = { header: string; width: number; align?: Align };
export type TableRow = { cells: string[]; isBold?: boolean; isShaded?: boolean };

const ROW_HEIGHT = 11;
const PADDING = 2.5;
const SIZE = 7.5;

/** A ruled table with a shaded header row, drawn at the sheet's cursor; the columns share the given widths. */
export function drawTable(
  sheet: PdfSheet,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
  left = MARGIN,
): void {
  const drawRow = (row: TableRow, isHeader: boolean) => {
    sheet.ensureRoom(ROW_HEIGHT);
    let x = left;
    columns.forEach((column, index) => {
      sheet.box(x, sheet.top, column.width, ROW_HEIGHT, isHeader || row.isShaded);
      const value = row.cells[index] ?? '';
      const align = isHeader ? 'center' : (column.align ?? 'center');
      sheet.text(value, x + PADDING, sheet.top + (ROW_HEIGHT - SIZE) / 2 + 0.5, {
        size: SIZE,
        isBold: isHeader || row.isBold,
        align,
        width: column.width - 2 * PADDING,
      });
      x += column.width;
    });
    sheet.top += ROW_HEIGHT;
  };
  drawRow({ cells: columns.map((column) => column.header) }, true);
  for (const row of rows) drawRow(row, false);
}

const BOM = '\uFEFF';

/**
 * The CSV text with one leading byte-order mark: Excel opens a UTF-8 file without it in the system's
 * legacy code page, which garbles accented names (Kovács, Őri); other readers skip it.
 */
export function withExcelBom(csv: string): string {
  return csv.startsWith(BOM) ? csv : `${BOM}${csv}`;
}

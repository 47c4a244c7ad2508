/** One field as RFC 4180 wants it: quoted (quotes doubled) when it holds a quote, comma, CR or LF. */
function csvField(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document (RFC 4180): CRLF line breaks, a header row first. */
export function buildCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

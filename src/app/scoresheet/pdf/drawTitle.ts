import { MARGIN, type PdfSheet } from './pdfSheet';

/** A section's title in capitals, kept on the page with the first rows that follow it. */
export function drawTitle(sheet: PdfSheet, title: string, note = ''): void {
  sheet.ensureRoom(40);
  sheet.text(title, MARGIN, sheet.top, { size: 9, isBold: true });
  if (note) sheet.text(note, MARGIN, sheet.top + 1, { size: 7, align: 'right', width: sheet.width });
  sheet.top += 12;
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The text a reader copies out of a PDF, line by line as laid out (poppler's pdftotext, from poppler-utils). */
export function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'scoresheet-'));
  try {
    const file = join(dir, 'scoresheet.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, join(dir, 'scoresheet.txt')]);
    return readFileSync(join(dir, 'scoresheet.txt'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The two faces the app embeds, read from the repository as the test runs. */
export function scoresheetFonts(): { regular: Uint8Array; bold: Uint8Array } {
  const font = (name: string) => new Uint8Array(readFileSync(join(process.cwd(), 'src/app/scoresheet/fonts', name)));
  return { regular: font('DejaVuSansCondensed-Latin.ttf'), bold: font('DejaVuSansCondensed-Bold-Latin.ttf') };
}

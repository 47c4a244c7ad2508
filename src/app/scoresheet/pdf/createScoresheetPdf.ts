import type { Scoresheet } from '../../../domain/scoresheet';
import boldFont from '../fonts/DejaVuSansCondensed-Bold-Latin.ttf?inline';
import regularFont from '../fonts/DejaVuSansCondensed-Latin.ttf?inline';
import { writeScoresheetPdf } from './writeScoresheetPdf';

/**
 * The lazily loaded entry of the PDF chunk: the writer with its fonts. The fonts travel inside the chunk
 * (as data URLs), so the cached app writes a report offline with nothing more to fetch.
 */
export async function createScoresheetPdf(scoresheet: Scoresheet): Promise<Uint8Array> {
  return writeScoresheetPdf(scoresheet, { regular: bytesOf(regularFont), bold: bytesOf(boldFont) });
}

/** Decoded here: the content security policy lets no fetch read a data URL. */
function bytesOf(dataUrl: string): Uint8Array {
  return Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));
}

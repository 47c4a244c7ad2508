import { buildScoresheet, type ScoresheetInput } from '../../../domain/scoresheet';
import boldFont from '../fonts/DejaVuSansCondensed-Bold-Latin.ttf?inline';
import regularFont from '../fonts/DejaVuSansCondensed-Latin.ttf?inline';
import { scoresheetFileName } from '../scoresheetFileName';
import { writeScoresheetPdf } from './writeScoresheetPdf';

/**
 * The lazily loaded entry of the PDF chunk: the report of one match and its file name. The model, the writer
 * and its fonts (as data URLs) all travel in this chunk, so the cached app writes a report offline with
 * nothing more to fetch and the screens that offer it load none of it until asked.
 */
export async function createScoresheetPdf(input: ScoresheetInput): Promise<{ pdf: Uint8Array; fileName: string }> {
  const scoresheet = buildScoresheet(input);
  const pdf = await writeScoresheetPdf(scoresheet, { regular: bytesOf(regularFont), bold: bytesOf(boldFont) });
  const { team1, team2 } = scoresheet.teams;
  return { pdf, fileName: scoresheetFileName(scoresheet.date, team1.name, team2.name) };
}

/** Decoded here: the content security policy lets no fetch read a data URL. */
function bytesOf(dataUrl: string): Uint8Array {
  return Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));
}

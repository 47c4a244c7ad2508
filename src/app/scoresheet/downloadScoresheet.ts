import { downloadBlob } from '../ui/downloadBlob';
import { readScoresheetInput } from './readScoresheetInput';

/** Builds the match's report and downloads it; the PDF library is loaded only now, in its own chunk. */
export async function downloadScoresheet(matchId: number, isOnline: boolean): Promise<void> {
  const [input, { createScoresheetPdf }] = await Promise.all([
    readScoresheetInput(matchId, isOnline),
    import('./pdf/createScoresheetPdf'),
  ]);
  const { pdf, fileName } = await createScoresheetPdf(input);
  downloadBlob(fileName, new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
}

import { currentLanguage, loadCatalogues } from '../i18n';
import { downloadBlob } from '../ui/downloadBlob';

/** Builds the match's report in the current language and downloads it; the data read and the PDF library are loaded only now. */
export async function downloadScoresheet(matchId: number, isOnline: boolean): Promise<void> {
  // Both load on the first click, so the screens offering the button carry neither.
  // The report is printed in the app's current language, so its catalogue must be there before writing.
  const [{ readScoresheetInput }, { createScoresheetPdf }] = await Promise.all([
    import('./readScoresheetInput'),
    import('./pdf/createScoresheetPdf'),
    loadCatalogues(currentLanguage(), ['scoresheet']),
  ]);
  const input = await readScoresheetInput(matchId, isOnline);
  const { pdf, fileName } = await createScoresheetPdf(input);
  downloadBlob(fileName, new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
}

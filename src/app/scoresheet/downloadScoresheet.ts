import { buildScoresheet } from '../../domain/scoresheet';
import { downloadBlob } from '../ui/downloadBlob';
import { readScoresheetInput } from './readScoresheetInput';
import { scoresheetFileName } from './scoresheetFileName';

/** Builds the match's report and downloads it; the PDF library is loaded only now, in its own chunk. */
export async function downloadScoresheet(matchId: number, isOnline: boolean): Promise<void> {
  const [input, { createScoresheetPdf }] = await Promise.all([
    readScoresheetInput(matchId, isOnline),
    import('./pdf/createScoresheetPdf'),
  ]);
  const scoresheet = buildScoresheet(input);
  const pdf = await createScoresheetPdf(scoresheet);
  const fileName = scoresheetFileName(scoresheet.date, scoresheet.teams.team1.name, scoresheet.teams.team2.name);
  downloadBlob(fileName, new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
}

import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import type { Scoresheet } from '../../../domain/scoresheet';
import { translate } from '../../i18n';
import { teamLabel } from '../scoresheetTexts';
import { drawHeader } from './drawHeader';
import { drawLegend } from './drawLegend';
import { drawLog } from './drawLog';
import { drawResult } from './drawResult';
import { drawTeam } from './drawTeam';
import { drawUnreviewed, drawVerification } from './drawVerification';
import { createPdfSheet } from './pdfSheet';

/** TrueType files of the report's two faces (a Latin subset: Hungarian ő and ű need more than WinAnsi). */
export type ScoresheetFonts = { regular: Uint8Array; bold: Uint8Array };

/**
 * The official report of one match as an A4 PDF whose text is real text (searchable, copyable), in the app's
 * current language (its scoresheet catalogue loaded).
 */
export async function writeScoresheetPdf(scoresheet: Scoresheet, fonts: ScoresheetFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { team1, team2 } = scoresheet.teams;
  doc.setTitle(translate('scoresheet', 'pdf.documentTitle', { team1: teamLabel(team1), team2: teamLabel(team2) }));
  doc.setSubject([scoresheet.competition, scoresheet.date].filter(Boolean).join(', '));
  const product = translate('common', 'productName');
  doc.setCreator(product);
  doc.setProducer(product);
  const sheet = createPdfSheet(doc, {
    regular: await doc.embedFont(fonts.regular, { subset: true }),
    bold: await doc.embedFont(fonts.bold, { subset: true }),
  });
  drawHeader(sheet, scoresheet);
  drawUnreviewed(sheet, scoresheet);
  drawResult(sheet, scoresheet);
  drawTeam(sheet, scoresheet, team1);
  drawTeam(sheet, scoresheet, team2);
  drawLog(sheet, scoresheet);
  drawVerification(sheet, scoresheet);
  drawLegend(sheet);
  return doc.save();
}

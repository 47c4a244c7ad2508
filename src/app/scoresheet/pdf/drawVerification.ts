import type { Scoresheet } from '../../../domain/scoresheet';
import { translate } from '../../i18n';
import { MARGIN, type PdfSheet } from './pdfSheet';

/** A signed match's report closes with who verified it and when: "Verified by Anna Kiss, 2026-11-29". */
export function drawVerification(sheet: PdfSheet, { verifiedBy }: Scoresheet): void {
  if (!verifiedBy) return;
  sheet.ensureRoom(24);
  sheet.top += 6;
  sheet.text(
    translate('scoresheet', 'verified.by', { name: verifiedBy.name, date: verifiedBy.day }),
    MARGIN,
    sheet.top,
    {
      size: 9,
      isBold: true,
    },
  );
  sheet.top += 16;
}

/** A report read from two logs that disagree says so under its header, until the differences are reviewed. */
export function drawUnreviewed(sheet: PdfSheet, { unreviewed }: Scoresheet): void {
  if (unreviewed === 0) return;
  sheet.ensureRoom(18);
  sheet.text(translate('scoresheet', 'review.unreviewed', { count: unreviewed }), MARGIN, sheet.top, {
    size: 9,
    isBold: true,
  });
  sheet.top += 14;
}

import { PageSizes, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export const MARGIN = 28;
export const INK = rgb(0, 0, 0);
export const RULE = rgb(0.35, 0.35, 0.35);
export const SHADE = rgb(0.88, 0.9, 0.92);

export type Align = 'left' | 'center' | 'right';
export type TextStyle = { size?: number; isBold?: boolean; align?: Align; width?: number };

/**
 * An A4 sheet written from the top down: `top` is the distance from the page's top edge (pdf-lib counts from
 * the bottom), and a block that does not fit starts a new page.
 */
export type PdfSheet = {
  page: PDFPage;
  top: number;
  readonly width: number;
  readonly fonts: { regular: PDFFont; bold: PDFFont };
  ensureRoom: (height: number) => void;
  text: (value: string, x: number, top: number, style?: TextStyle) => void;
  box: (x: number, top: number, width: number, height: number, fill?: boolean) => void;
};

export function createPdfSheet(doc: PDFDocument, fonts: PdfSheet['fonts']): PdfSheet {
  const [pageWidth, pageHeight] = PageSizes.A4;
  const sheet: PdfSheet = {
    page: doc.addPage(PageSizes.A4),
    top: MARGIN,
    width: pageWidth - 2 * MARGIN,
    fonts,
    ensureRoom(height) {
      if (sheet.top + height <= pageHeight - MARGIN) return;
      sheet.page = doc.addPage(PageSizes.A4);
      sheet.top = MARGIN;
    },
    text(value, x, top, { size = 8, isBold = false, align = 'left', width = 0 } = {}) {
      const font = isBold ? fonts.bold : fonts.regular;
      const textWidth = font.widthOfTextAtSize(value, size);
      const left = align === 'left' ? x : align === 'center' ? x + (width - textWidth) / 2 : x + width - textWidth;
      sheet.page.drawText(value, { x: left, y: pageHeight - top - size * 0.8, size, font, color: INK });
    },
    box(x, top, width, height, fill = false) {
      sheet.page.drawRectangle({
        x,
        y: pageHeight - top - height,
        width,
        height,
        borderColor: RULE,
        borderWidth: 0.5,
        ...(fill ? { color: SHADE } : {}),
      });
    },
  };
  return sheet;
}

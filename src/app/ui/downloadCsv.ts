import { withExcelBom } from '../../domain/csv';
import { downloadBlob } from './downloadBlob';

/** Hands a CSV document to the browser as a download (UTF-8 with one BOM, so spreadsheets read accents). */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([withExcelBom(csv)], { type: 'text/csv;charset=utf-8' }));
}

export { readCsv, type CsvProblem, type CsvReading, type CsvRow } from './readCsv';
export { writeCsv, type CsvCell } from './writeCsv';
export { withExcelBom } from './withExcelBom';

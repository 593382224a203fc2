import { buildCsvText } from './build-csv';
import { buildWorkbook } from './build-workbook';
import { downloadFile } from './download-file';
import type { ExportInput } from './export-input';
import { getCsvFileName, getExcelFileName } from './file-names';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds and downloads the 3-sheet workbook. exceljs is imported here, on demand, never at start-up. */
export async function exportExcelReport(input: ExportInput): Promise<void> {
  const excel = await import('exceljs');
  // The browser build is a CommonJS bundle: its API sits on `default` after interop.
  const api = (excel.default ?? excel) as unknown as Parameters<typeof buildWorkbook>[0];
  const buffer = await buildWorkbook(api, input).xlsx.writeBuffer();
  downloadFile(buffer as ArrayBuffer, getExcelFileName(input.prediction), XLSX_MIME);
}

/** Builds and downloads the word-ranking CSV. */
export async function exportCsvReport(input: ExportInput): Promise<void> {
  downloadFile(buildCsvText(input), getCsvFileName(input.prediction), 'text/csv;charset=utf-8');
}

import { buildCsvText } from './build-csv';
import { buildWorkbook } from './build-workbook';
import { downloadFile } from './download-file';
import type { ExportInput } from './export-input';
import { getCsvFileName, getExcelFileName } from './file-names';
import { XLSX_MIME, writeWorkbook } from './write-workbook';

/** Builds and downloads the 3-sheet workbook; the writer loads on demand, never at start-up. */
export async function exportExcelReport(input: ExportInput): Promise<void> {
  downloadFile(await writeWorkbook(buildWorkbook(input)), getExcelFileName(input.prediction), XLSX_MIME);
}

/** Builds and downloads the word-ranking CSV. */
export async function exportCsvReport(input: ExportInput): Promise<void> {
  downloadFile(buildCsvText(input), getCsvFileName(input.prediction), 'text/csv;charset=utf-8');
}

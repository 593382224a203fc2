import type { Sheet } from 'write-excel-file/browser';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The web app's one spreadsheet writer: write-excel-file, imported here on demand (with its zip library it
 * is most of an export's JavaScript), never with a page (decision 0040).
 */
export async function writeWorkbook(sheets: Sheet<never>[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(sheets).toBlob();
}

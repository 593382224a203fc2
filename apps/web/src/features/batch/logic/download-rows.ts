import type { BatchRow } from '@shobdo/contracts';
import { saveDownload, writeWorkbook } from '@/lib/export';
import { getBatchRows } from '../api/batches';

/** Every row of a batch in the order sent, read a page of 1,000 at a time. */
export async function fetchAllRows(id: string): Promise<BatchRow[]> {
  const rows: BatchRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getBatchRows(id, { page, pageSize: 1000 });
    rows.push(...answer.results);
    if (rows.length >= answer.count || answer.results.length === 0) return rows;
  }
}

const fileStem = (name: string) =>
  `batch-${
    name
      .normalize('NFC')
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'results'
  }`;

// The rows' export code loads when a download is asked for, not with the page, and the workbook writer
// (write-excel-file with its zip) loads inside writeWorkbook (decision 0040).
const loadExportRows = () => import('./export-rows');

/** The batch's results as a CSV file: one line per text (text, class, confidence, top words), formula-safe. */
export async function downloadCsv(id: string, name: string): Promise<string> {
  const [{ toCsv }, rows] = await Promise.all([loadExportRows(), fetchAllRows(id)]);
  return saveDownload(fileStem(name), 'csv', toCsv(rows));
}

/** The same as an Excel workbook (cells as text, position and confidence as numbers). */
export async function downloadExcel(id: string, name: string): Promise<string> {
  const [{ toSheet }, rows] = await Promise.all([loadExportRows(), fetchAllRows(id)]);
  return saveDownload(fileStem(name), 'xlsx', await writeWorkbook(toSheet(rows)));
}

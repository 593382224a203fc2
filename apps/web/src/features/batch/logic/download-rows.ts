import type { BatchRow } from '@shobdo/contracts';
import { saveDownload } from '@/lib/save-download';
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

// The writers (papaparse, write-excel-file with its zip) load when a download is asked for, not with the
// page: they are most of the batch pages' JavaScript (decision 0040).
const loadExportRows = () => import('./export-rows');

/** The batch's results as a CSV file: one line per text (text, class, confidence, top words), formula-safe. */
export async function downloadCsv(id: string, name: string): Promise<string> {
  const [{ toCsv }, rows] = await Promise.all([loadExportRows(), fetchAllRows(id)]);
  return saveDownload(fileStem(name), 'csv', toCsv(rows));
}

/** The same as an Excel workbook (cells as text, confidence as a number). */
export async function downloadExcel(id: string, name: string): Promise<string> {
  const [{ EXPORT_COLUMNS, exportRecords }, { default: writeXlsxFile }, rows] = await Promise.all([
    loadExportRows(),
    import('write-excel-file/browser'),
    fetchAllRows(id),
  ]);
  const records = exportRecords(rows);
  const data = [
    EXPORT_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...records.map(([position, text, label, confidence, words]) => [
      { value: Number(position), type: Number },
      { value: text ?? '', type: String },
      { value: label ?? '', type: String },
      { value: Number(confidence), type: Number },
      { value: words ?? '', type: String },
    ]),
  ];
  const blob = await writeXlsxFile(data).toBlob();
  return saveDownload(fileStem(name), 'xlsx', blob);
}

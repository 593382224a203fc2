import type { BatchRow } from '@shobdo/contracts';
import writeXlsxFile from 'write-excel-file/browser';
import { saveDownload } from '@/lib/save-download';
import { getBatchRows } from '../api/batches';
import { EXPORT_COLUMNS, exportRecords, toCsv } from './export-rows';

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

/** The batch's results as a CSV file: one line per text (text, class, confidence, top words), formula-safe. */
export async function downloadCsv(id: string, name: string): Promise<string> {
  return saveDownload(fileStem(name), 'csv', toCsv(await fetchAllRows(id)));
}

/** The same as an Excel workbook (cells as text, confidence as a number). */
export async function downloadExcel(id: string, name: string): Promise<string> {
  const records = exportRecords(await fetchAllRows(id));
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

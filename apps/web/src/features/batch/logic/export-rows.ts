import { escapeFormula, type BatchRow } from '@shobdo/contracts';
import Papa from 'papaparse';

export const EXPORT_COLUMNS = ['position', 'text', 'class', 'confidence', 'top_words'] as const;

/** One line per row: position (1-based), text, class, confidence (percent), top words with their shares. */
export function exportRecords(rows: readonly BatchRow[]): string[][] {
  return rows.map((row) => [
    String(row.position + 1),
    escapeFormula(row.text),
    escapeFormula(row.prediction),
    row.confidence.toFixed(2),
    escapeFormula(
      row.top_words.map((w) => `${w.word} (${w.contribution >= 0 ? '+' : ''}${w.contribution.toFixed(1)})`).join('; '),
    ),
  ]);
}

/** The rows as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Bengali correctly). */
export function toCsv(rows: readonly BatchRow[]): string {
  return `\uFEFF${Papa.unparse({ fields: [...EXPORT_COLUMNS], data: exportRecords(rows) }, { newline: '\r\n' })}`;
}

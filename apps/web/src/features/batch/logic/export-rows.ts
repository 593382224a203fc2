import type { BatchRow } from '@shobdo/contracts';
import { escapeCellText, toCsvText } from '@/lib/export';

export const EXPORT_COLUMNS = ['position', 'text', 'class', 'confidence', 'top_words', 'notices'] as const;

/**
 * One line per row: position (1-based), text, class, confidence (percent), top words with their shares, and the
 * codes of the row's notices (unsupported_language, low_confidence, everyday_word, ...; empty when none), the notes
 * the table shows beside the class (decision 0091).
 */
export function exportRecords(rows: readonly BatchRow[]): string[][] {
  return rows.map((row) => [
    String(row.position + 1),
    escapeCellText(row.text),
    escapeCellText(row.prediction),
    row.confidence.toFixed(2),
    escapeCellText(
      row.top_words.map((w) => `${w.word} (${w.contribution >= 0 ? '+' : ''}${w.contribution.toFixed(1)})`).join('; '),
    ),
    row.warnings.map((w) => w.code).join('; '),
  ]);
}

/** The rows as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Bengali correctly). */
export function toCsv(rows: readonly BatchRow[]): string {
  return toCsvText([EXPORT_COLUMNS, ...exportRecords(rows)]);
}

/** The rows as one sheet for the workbook writer: cells as text, position and confidence as numbers. */
export function toSheet(rows: readonly BatchRow[]) {
  return [
    {
      data: [
        EXPORT_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const })),
        ...exportRecords(rows).map(([position, text, label, confidence, words, notices]) => [
          { value: Number(position), type: Number },
          { value: text ?? '', type: String },
          { value: label ?? '', type: String },
          { value: Number(confidence), type: Number },
          { value: words ?? '', type: String },
          { value: notices ?? '', type: String },
        ]),
      ],
    },
  ];
}

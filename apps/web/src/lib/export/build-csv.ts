import { CSV_WORD_COLUMNS, buildWordRows } from './word-rows';
import type { ExportInput } from './export-input';

// Excel only reads a CSV as UTF-8 (and so shows Bengali) when the file starts with a byte-order mark.
const UTF8_BOM = '\uFEFF';

function quoteCsvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The word-ranking CSV of docs/product/constants.md (section 9) (RFC 4180, CRLF line ends, UTF-8 with BOM). */
export function buildCsvText(input: Pick<ExportInput, 'words'>): string {
  const rows = buildWordRows(input.words).map((r) => [
    r.rank,
    r.word,
    r.percentage.toFixed(2),
    r.score,
    r.normalized.toFixed(2),
    r.relativeRank,
  ]);
  const lines = [CSV_WORD_COLUMNS as readonly (string | number)[], ...rows].map((cells) =>
    cells.map(quoteCsvField).join(','),
  );
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

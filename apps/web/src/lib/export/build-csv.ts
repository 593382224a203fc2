import { toCsvText } from './csv';
import type { ExportInput } from './export-input';
import { CSV_WORD_COLUMNS, buildWordRows } from './word-rows';

/** The word-ranking CSV of docs/product/constants.md#exports (RFC 4180, CRLF line ends, UTF-8 with BOM). */
export function buildCsvText(input: Pick<ExportInput, 'words'>): string {
  const rows = buildWordRows(input.words).map((r) => [
    r.rank,
    r.word,
    r.percentage.toFixed(2),
    r.score,
    r.normalized.toFixed(2),
    r.relativeRank,
  ]);
  return toCsvText([CSV_WORD_COLUMNS, ...rows]);
}

import type { Sheet, SheetData } from 'write-excel-file/browser';
import { escapeCellText, toSheetName } from './escape-cell';
import type { ExportInput } from './export-input';
import { formatLocalDate } from './file-names';
import { roundTo } from './round';
import { WORD_COLUMNS, buildWordRows } from './word-rows';
import { computeWordStatistics } from './word-stats';

export const SHEET_NAMES = {
  words: toSheetName('Word Contributions'),
  summary: toSheetName('Analysis Summary'),
  statistics: toSheetName('Statistics'),
} as const;

/** A workbook as write-excel-file takes it: one entry per sheet (the writer itself is loaded on download). */
export type WorkbookSheets = Sheet<never>[];

const header = (titles: readonly string[]) => titles.map((value) => ({ value, fontWeight: 'bold' as const }));
const text = (value: string) => ({ value, type: String });
const number = (value: number, format?: string) => ({ value, type: Number, ...(format ? { format } : {}) });

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return escapeCellText(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatLocalDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function wordSheet(input: ExportInput): Sheet<never> {
  const data: SheetData = [
    header(WORD_COLUMNS),
    ...buildWordRows(input.words).map((r) => [
      number(r.rank),
      text(r.word),
      number(r.percentage, '0.00'),
      number(r.score),
      number(r.normalized, '0.00'),
    ]),
  ];
  return { sheet: SHEET_NAMES.words, data, columns: WORD_COLUMNS.map((_, i) => ({ width: i === 1 ? 28 : 24 })) };
}

function keyValueSheet(sheet: string, rows: [string, string | number][]): Sheet<never> {
  const data: SheetData = [
    header(['Metric', 'Value']),
    ...rows.map(([key, value]) => [text(key), typeof value === 'string' ? text(escapeCellText(value)) : number(value)]),
  ];
  return { sheet, data, columns: [{ width: 30 }, { width: 60 }] };
}

/**
 * The complete-analysis workbook of docs/product/constants.md#exports: 'Word Contributions', 'Analysis Summary' and
 * 'Statistics', as sheet data; lib/export/export-report.ts loads the writer when a report is asked for.
 */
export function buildWorkbook(input: ExportInput): WorkbookSheets {
  const top = input.words[0];
  const stats = computeWordStatistics(input.words.map((w) => w.contribution_percentage));
  return [
    wordSheet(input),
    keyValueSheet(SHEET_NAMES.summary, [
      ['Result', `${input.predictionLabel} (${input.prediction})`],
      ['Confidence (%)', roundTo(input.confidence, 2)],
      ['Processing Time (ms)', roundTo(input.processingTime, 2)],
      ['Date', formatDateTime(input.timestamp)],
      ['Total Words/Phrases', input.words.length],
      ['Top Contributor', top ? top.word : ''],
      ['Top Contribution Percentage', top ? roundTo(top.contribution_percentage, 2) : 0],
      ['Summary', input.summary],
      // Only when the answer has any, one notice a line (decision 0091).
      ...(input.notices.length > 0 ? [['Notices', input.notices.join('\n')] as [string, string]] : []),
    ]),
    keyValueSheet(SHEET_NAMES.statistics, [
      ['Count', stats.count],
      ['Average Contribution Percentage', roundTo(stats.average, 2)],
      ['Median Contribution Percentage', roundTo(stats.median, 2)],
      ['Highest Contribution Percentage', roundTo(stats.highest, 2)],
      ['Lowest Contribution Percentage', roundTo(stats.lowest, 2)],
      ['Standard Deviation', roundTo(stats.standardDeviation, 2)],
    ]),
  ];
}

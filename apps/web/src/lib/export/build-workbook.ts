import type { Workbook, Worksheet } from 'exceljs';
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

type ExcelModule = typeof import('exceljs');

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return escapeCellText(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatLocalDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function addWordSheet(workbook: Workbook, input: ExportInput): void {
  const sheet = workbook.addWorksheet(SHEET_NAMES.words);
  sheet.columns = WORD_COLUMNS.map((header, i) => ({ header, width: i === 1 ? 28 : 24 }));
  for (const r of buildWordRows(input.words)) sheet.addRow([r.rank, r.word, r.percentage, r.score, r.normalized]);
  sheet.getColumn(3).numFmt = '0.00';
  sheet.getColumn(5).numFmt = '0.00';
  sheet.getRow(1).font = { bold: true };
}

function addKeyValueSheet(workbook: Workbook, name: string, rows: [string, string | number][]): Worksheet {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [
    { header: 'Metric', width: 30 },
    { header: 'Value', width: 60 },
  ];
  for (const [key, value] of rows) sheet.addRow([key, typeof value === 'string' ? escapeCellText(value) : value]);
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/**
 * The complete-analysis workbook of docs/product/constants.md (section 9): 'Word Contributions', 'Analysis Summary' and
 * 'Statistics'. Takes the exceljs module as an argument so that callers load it lazily (it is large)
 * and tests can pass the node build.
 */
export function buildWorkbook(excel: ExcelModule, input: ExportInput): Workbook {
  const workbook = new excel.Workbook();
  workbook.creator = 'Shobdo';
  workbook.created = new Date(input.timestamp);
  addWordSheet(workbook, input);

  const top = input.words[0];
  addKeyValueSheet(workbook, SHEET_NAMES.summary, [
    ['Result', `${input.predictionLabel} (${input.prediction})`],
    ['Confidence (%)', roundTo(input.confidence, 2)],
    ['Processing Time (ms)', roundTo(input.processingTime, 2)],
    ['Date', formatDateTime(input.timestamp)],
    ['Total Words/Phrases', input.words.length],
    ['Top Contributor', top ? top.word : ''],
    ['Top Contribution Percentage', top ? roundTo(top.contribution_percentage, 2) : 0],
    ['Summary', input.summary],
  ]);

  const stats = computeWordStatistics(input.words.map((w) => w.contribution_percentage));
  addKeyValueSheet(workbook, SHEET_NAMES.statistics, [
    ['Count', stats.count],
    ['Average Contribution Percentage', roundTo(stats.average, 2)],
    ['Median Contribution Percentage', roundTo(stats.median, 2)],
    ['Highest Contribution Percentage', roundTo(stats.highest, 2)],
    ['Lowest Contribution Percentage', roundTo(stats.lowest, 2)],
    ['Standard Deviation', roundTo(stats.standardDeviation, 2)],
  ]);
  return workbook;
}

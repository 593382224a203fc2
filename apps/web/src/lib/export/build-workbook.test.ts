import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SHEET_NAMES, buildWorkbook } from './build-workbook';

const words = Array.from({ length: 12 }, (_, i) => ({
  word: i === 3 ? '-বাজে' : `শব্দ${i}`,
  contribution: i % 2 === 0 ? 12 - i : -(12 - i),
  contribution_percentage: (i % 2 === 0 ? 1 : -1) * (12 - i),
  spans: [],
}));
const input = {
  prediction: 'threat',
  predictionLabel: 'Threatening Content',
  confidence: 87.456,
  processingTime: 3.2,
  timestamp: '2026-03-04T05:06:07.000Z',
  summary: '+ this summary starts with a plus',
  words,
};

async function roundTrip() {
  const buffer = await buildWorkbook(ExcelJS, input).xlsx.writeBuffer();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(buffer as ArrayBuffer);
  return read;
}

describe('buildWorkbook', () => {
  it('has the three sheets of the spec', async () => {
    const book = await roundTrip();
    expect(book.worksheets.map((s) => s.name)).toEqual([
      SHEET_NAMES.words,
      SHEET_NAMES.summary,
      SHEET_NAMES.statistics,
    ]);
    expect(SHEET_NAMES.words).toBe('Word Contributions');
  });

  it('writes every word with numbers kept numeric and text escaped', async () => {
    const sheet = (await roundTrip()).getWorksheet('Word Contributions')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Rank',
      'Word/Phrase',
      'Contribution Percentage',
      'Contribution Score',
      'Normalized Score',
    ]);
    expect(sheet.rowCount).toBe(13);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, 'শব্দ0', 12, 12, 100]);
    expect(sheet.getRow(5).values).toEqual([undefined, 4, "'-বাজে", -9, -9, 75]);
  });

  it('summarises the analysis and its statistics', async () => {
    const book = await roundTrip();
    const summary = book.getWorksheet('Analysis Summary')!;
    const byKey = (s: typeof summary) =>
      Object.fromEntries(
        s
          .getSheetValues()
          .slice(2)
          .map((row) => [(row as unknown[])[1], (row as unknown[])[2]]),
      );
    const fields = byKey(summary);
    expect(fields['Result']).toBe('Threatening Content (threat)');
    expect(fields['Confidence (%)']).toBe(87.46);
    expect(fields['Total Words/Phrases']).toBe(12);
    expect(fields['Top Contributor']).toBe('শব্দ0');
    expect(fields['Top Contribution Percentage']).toBe(12);
    expect(fields['Summary']).toBe("'+ this summary starts with a plus");
    const stats = byKey(book.getWorksheet('Statistics')!);
    expect(stats['Count']).toBe(12);
    expect(stats['Highest Contribution Percentage']).toBe(12);
    expect(stats['Lowest Contribution Percentage']).toBe(-11);
    expect(stats['Average Contribution Percentage']).toBe(0.5);
  });
});

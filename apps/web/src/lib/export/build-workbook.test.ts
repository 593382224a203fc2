// @vitest-environment node
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
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
  notices: [] as string[],
  words,
};

/** Writes the workbook with the writer the browser uses (its node build) and reads it back. */
async function roundTrip(notices: string[] = []) {
  const buffer = await writeXlsxFile(buildWorkbook({ ...input, notices })).toBuffer();
  return readXlsxFile(buffer);
}

const byKey = (data: unknown[][]) => Object.fromEntries(data.slice(1).map((row) => [row[0], row[1]]));

describe('buildWorkbook', () => {
  it('has the three sheets of the spec', async () => {
    const book = await roundTrip();
    expect(book.map((s) => s.sheet)).toEqual([SHEET_NAMES.words, SHEET_NAMES.summary, SHEET_NAMES.statistics]);
    expect(SHEET_NAMES.words).toBe('Word Contributions');
  });

  it('writes every word with numbers kept numeric and text escaped', async () => {
    const sheet = (await roundTrip()).find((s) => s.sheet === 'Word Contributions')!.data;
    expect(sheet[0]).toEqual([
      'Rank',
      'Word/Phrase',
      'Contribution Percentage',
      'Contribution Score',
      'Normalized Score',
    ]);
    expect(sheet).toHaveLength(13);
    expect(sheet[1]).toEqual([1, 'শব্দ0', 12, 12, 100]);
    expect(sheet[4]).toEqual([4, "'-বাজে", -9, -9, 75]);
  });

  it('summarises the analysis and its statistics', async () => {
    const book = await roundTrip();
    const fields = byKey(book.find((s) => s.sheet === 'Analysis Summary')!.data);
    expect(fields['Result']).toBe('Threatening Content (threat)');
    expect(fields['Confidence (%)']).toBe(87.46);
    expect(fields['Total Words/Phrases']).toBe(12);
    expect(fields['Top Contributor']).toBe('শব্দ0');
    expect(fields['Top Contribution Percentage']).toBe(12);
    expect(fields['Summary']).toBe("'+ this summary starts with a plus");
    const stats = byKey(book.find((s) => s.sheet === 'Statistics')!.data);
    expect(stats['Count']).toBe(12);
    expect(stats['Highest Contribution Percentage']).toBe(12);
    expect(stats['Lowest Contribution Percentage']).toBe(-11);
    expect(stats['Average Contribution Percentage']).toBe(0.5);
  });

  it("carries the answer's notices, one a line, only when there are any (decision 0091)", async () => {
    const summaryOf = async (notices: string[]) =>
      byKey((await roundTrip(notices)).find((s) => s.sheet === 'Analysis Summary')!.data);
    expect(Object.keys(await summaryOf([]))).not.toContain('Notices');
    const notices = [
      'This text looks like a writing other than Bengali script and Latin letters: the result is not reliable.',
      'The model is not sure of this result: its confidence is low.',
    ];
    expect((await summaryOf(notices))['Notices']).toBe(notices.join('\n'));
    // The cell is text like the summary: a leading formula trigger is shown, never run.
    expect((await summaryOf(['= a notice that starts like a formula']))['Notices']).toBe(
      "'= a notice that starts like a formula",
    );
  });
});

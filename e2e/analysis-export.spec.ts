import readXlsxFile from 'read-excel-file/node';
import { SENTENCES, UI, openHome, readDownload, toAsciiDigits, type UiLanguage } from './analysis-helpers';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

for (const language of ['en', 'bn'] as const satisfies readonly UiLanguage[]) {
  const ui = UI[language];

  test(`Excel and CSV exports match the result on the page (${language})`, async ({ page }) => {
    await presetLanguage(page, language);
    await openHome(page);
    await page.getByPlaceholder(ui.placeholder).fill(SENTENCES.normal);
    await page.getByRole('button', { name: ui.analyze }).click();
    await page.waitForURL(/\/results\?id=/);
    await expect(page.getByTestId('detected-type')).toHaveText(ui.normal);

    const words = await page.getByTestId('top-words').getByTestId('word').allTextContents();
    const percentages = (await page.getByTestId('top-words').getByTestId('word-percentage').allTextContents()).map(
      (text) => Number(toAsciiDigits(text).replace('%', '').replace('+', '').replace('−', '-')),
    );
    const total = Number(toAsciiDigits((await page.getByTestId('word-count').textContent()) ?? '').match(/\d+/)?.[0]);
    const confidence = Number(
      toAsciiDigits((await page.getByTestId('confidence').textContent()) ?? '').replace('%', ''),
    );

    // Excel: through the hover menu, as a mouse user would.
    await page.getByRole('button', { name: ui.exportButton }).hover();
    const excelDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: ui.excel }).click();
    const excel = await excelDownload;
    expect(excel.suggestedFilename()).toBe(`shobdo-not_bully-${today()}.xlsx`);
    await expect(page.getByText(ui.excelDone)).toBeVisible();
    await expect(page.getByText(ui.excelDone)).toBeHidden({ timeout: 5000 });

    const book = await readXlsxFile(await readDownload(excel));
    expect(book.map((s) => s.sheet)).toEqual(['Word Contributions', 'Analysis Summary', 'Statistics']);
    const rows = book.find((s) => s.sheet === 'Word Contributions')!.data;
    expect(rows[0]).toEqual([
      'Rank',
      'Word/Phrase',
      'Contribution Percentage',
      'Contribution Score',
      'Normalized Score',
    ]);
    expect(rows.length - 1).toBe(total);
    words.forEach((word, i) => {
      const row = rows[i + 1]!;
      expect(row[0]).toBe(i + 1);
      expect(row[1]).toBe(word);
      expect(typeof row[2]).toBe('number');
      expectSameNumberAsPage(Number(row[2]), percentages[i]!);
    });
    expect(rows[1]![4]).toBe(100);
    const keyValues = (name: string) =>
      Object.fromEntries(
        book
          .find((s) => s.sheet === name)!
          .data.slice(1)
          .map((row) => [row[0], row[1]]),
      );
    const summary = keyValues('Analysis Summary');
    expect(summary['Result']).toBe('Normal Text (not_bully)');
    expectSameNumberAsPage(Number(summary['Confidence (%)']), confidence);
    expect(summary['Total Words/Phrases']).toBe(total);
    expect(summary['Top Contributor']).toBe(words[0]);
    const stats = keyValues('Statistics');
    expect(stats['Count']).toBe(total);
    // The page rounds to one decimal, the file to two (55.05 is shown as 55.1); 1e-9 absorbs 55.1 - 0.05 in binary.
    expect(Number(stats['Highest Contribution Percentage'])).toBeGreaterThanOrEqual(
      Math.max(...percentages) - 0.05 - 1e-9,
    );

    // CSV: from the keyboard this time.
    await page.getByRole('button', { name: ui.exportButton }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: ui.csv })).toBeFocused();
    const csvDownload = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe(`shobdo-not_bully-words-${today()}.csv`);
    await expect(page.getByText(ui.csvDone)).toBeVisible();
    // The keyboard user carries on from the menu's button, not from the top of the page.
    await expect(page.getByRole('button', { name: ui.exportButton })).toBeFocused();
    const text = (await readDownload(csv)).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Rank,Word/Phrase,Contribution Percentage,Contribution Score,Normalized Score,Relative Rank');
    expect(lines).toHaveLength(total + 1);
    const first = lines[1]!.split(',');
    expect(first[0]).toBe('1');
    expect(first[1]).toBe(words[0]);
    expectSameNumberAsPage(Number(first[2]), percentages[0]!);
    expect(first[2]).toMatch(/^-?\d+\.\d{2}$/);
    expect(first[5]).toBe('Top 10%');
    expect(lines.at(-1)!.split(',').at(-1)).toBe('Bottom 50%');
  });

  test(`the Excel report carries the notices shown above the result (${language}, decision 0091)`, async ({ page }) => {
    await presetLanguage(page, language);
    await openHome(page);
    // Hindi: a writing the model does not read, so the answer says the result is not reliable (decision 0088).
    await page.getByPlaceholder(ui.placeholder).fill('नमस्ते दोस्त कैसे हो');
    await page.getByRole('button', { name: ui.analyze }).click();
    await page.waitForURL(/\/results\?id=/);
    // The notices render with the result, after the address changes: wait for them before reading.
    await expect(page.locator('[data-code]').first()).toBeVisible();
    const shown = await page.locator('[data-code]').allTextContents();
    expect(shown.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: ui.exportButton }).hover();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: ui.excel }).click();
    const book = await readXlsxFile(await readDownload(await download));
    const summary = Object.fromEntries(
      book.find((s) => s.sheet === 'Analysis Summary')!.data.map((row) => [row[0], row[1]]),
    );
    expect(summary['Notices']).toBe(shown.join('\n'));
  });
}

/**
 * The files hold percentages to two decimals and the page shows one, both rounded from the same value,
 * so they differ by at most half of each last digit (0.05 + 0.005).
 */
function expectSameNumberAsPage(inFile: number, onPage: number) {
  expect(Math.abs(inFile - onPage)).toBeLessThanOrEqual(0.055 + 1e-9);
}

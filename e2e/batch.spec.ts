import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { toAsciiDigits } from './analysis-helpers';
import { presetLanguage } from './support/language';
import { expect, test } from './support/fixtures';
import {
  COMMENTS,
  csvFile,
  ENGLISH,
  FORMULA,
  readDownload,
  ROWS_WITH_TEXT,
  signIn,
  SUITE,
  UI,
} from './support/batch-journey';

/** The page's appends to a batch, whatever their query. */
const APPEND = /\/api\/analysis\/batches\/[^/]+\/rows\//;

for (const { language, width } of [
  { language: 'en' as const, width: 1280 },
  { language: 'bn' as const, width: 390 },
]) {
  const ui = UI[language];
  test.describe(`batch analysis (${language}, ${width})`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a CSV and an Excel file of comments: progress, cancel, filters, an explanation, both downloads', async ({
      page,
    }) => {
      // 3,000 pasted lines, a file and a survey analysed end to end: 2 minutes on a slow 2-core machine, so twice that.
      test.setTimeout(240_000);
      await presetLanguage(page, language);
      await signIn(page, language);
      if (width < 768) {
        await page
          .getByRole('button', { name: language === 'bn' ? /মেনু/ : /menu/i })
          .first()
          .click();
      }
      await page.getByRole('link', { name: ui.nav, exact: true }).filter({ visible: true }).first().click();
      await expect(page.getByRole('heading', { name: ui.title, level: 1 })).toBeVisible();

      // A run that is cancelled: 3,000 pasted lines go in three requests; Cancel after the first answer. The
      // appends are held back a second on their way to the real server, so Cancel lands before the last one (the page
      // asks for the rows not analysed only: `?results=errors`, decision 0097).
      await page.route(APPEND, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.getByRole('radio', { name: ui.paste }).check();
      await page
        .getByLabel(ui.pasteBox)
        .fill(Array.from({ length: 3000 }, (_, i) => `${SUITE[i % SUITE.length]} ${i}`).join('\n'));
      await page.getByRole('button', { name: ui.start }).click();
      const bar = page.getByRole('progressbar');
      await expect(bar).toBeVisible();
      await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
      await page.getByRole('button', { name: ui.cancel }).click();
      await expect(page.getByRole('status').filter({ hasText: ui.cancelled })).toBeVisible();
      const sent = Number(await bar.getAttribute('aria-valuenow'));
      expect(sent).toBeLessThan(3000);
      await page.unroute(APPEND);
      // What the page says was analysed is what the server kept.
      await page.getByRole('button', { name: ui.open }).click();
      await expect(page.getByText(new RegExp(`^${ui.analysed(sent)}`))).toBeVisible();
      await expect(page.getByTestId('batch-skipped')).toHaveCount(0);
      await page.getByRole('link', { name: ui.back }).click();

      // The CSV: its text column is found, previewed, then analysed to the end.
      await page.getByRole('radio', { name: ui.fileRadio }).check();
      // The file button speaks the page's language (the browser's own says "Choose File" in the browser's) and opens
      // the browser's file chooser.
      await expect(page.getByText(ui.noFile, { exact: true })).toBeVisible();
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByText(ui.chooseFile, { exact: true }).click(),
      ]);
      await chooser.setFiles(csvFile());
      await expect(page.getByText('week-comments.csv', { exact: true })).toBeVisible();
      await expect(page.getByText(ui.read(COMMENTS.length + 1).split(',')[0]!)).toBeVisible();
      await expect(page.getByLabel(ui.column)).toHaveValue('1');
      await page.screenshot({
        path: `test-results/screenshots/batch-${language}-${width}-preview.png`,
        fullPage: true,
      });
      await page.getByRole('button', { name: ui.start }).click();
      await page.waitForURL(/\/batch\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'week-comments.csv', level: 1 })).toBeVisible();
      // The file's last row has no text: the server skipped it, and the page says so (its number is a gap).
      await expect(page.getByTestId('batch-skipped')).toHaveText(ui.skippedOne);
      const chart = page.getByRole('region', { name: ui.chart });
      await chart.getByRole('button', { name: ui.showTable }).click();
      await expect(chart.getByRole('table')).toContainText(ui.threat);
      // The most confident threats and harassment, most confident first.
      const urgent = page.getByRole('region', { name: ui.urgent });
      await expect(urgent.getByRole('listitem').first()).toContainText(ui.threat);
      await page.screenshot({
        path: `test-results/screenshots/batch-${language}-${width}-results.png`,
        fullPage: true,
      });

      // Filters: threats only, then only the confident ones.
      await page.getByLabel(ui.filterClass, { exact: true }).selectOption('threat');
      const rows = page.getByRole('table').last().locator('tbody tr');
      await expect(rows.first()).toContainText(ui.threat);
      // On the phone the rows' table is wider than the screen and says that it scrolls sideways; on a desktop it fits.
      const scrollHint = page.getByTestId('table-scroll-hint');
      if (width < 768) {
        await expect(scrollHint).toHaveText(
          language === 'bn' ? 'সব কলাম দেখতে পাশে স্ক্রল করুন।' : 'Scroll sideways to see every column.',
        );
      } else {
        await expect(scrollHint).toHaveCount(0);
      }
      // The rows of the unfiltered list stay on screen until the filtered page arrives (the filter is in the URL).
      await expect.poll(async () => (await rows.allInnerTexts()).every((text) => text.includes(ui.threat))).toBe(true);
      // In Bengali with a Bengali keyboard's digits (a number field would drop them).
      await page.getByLabel(ui.filterConfidence).fill(language === 'bn' ? '৬০' : '60');
      await expect.poll(async () => (await rows.allInnerTexts()).every((text) => text.includes(ui.threat))).toBe(true);
      const confidences = async () =>
        (await rows.locator('td:nth-child(4)').allInnerTexts()).map((cell) => parseFloat(toAsciiDigits(cell)));
      await expect.poll(async () => (await confidences()).every((value) => value >= 60)).toBe(true);
      expect((await confidences()).length).toBeGreaterThan(0);

      // A row's full explanation, with the keyboard.
      await rows.first().focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      // What the row was called, as the results page says it: the class, its confidence, the summary, every class.
      await expect(dialog.getByTestId('detected-type')).toHaveText(ui.threat);
      expect(parseFloat(toAsciiDigits(await dialog.getByTestId('confidence').innerText()))).toBeGreaterThanOrEqual(60);
      await expect(dialog.getByTestId('analysis-summary')).not.toBeEmpty();
      await expect(dialog.getByTestId('class-probabilities').getByRole('listitem')).toHaveCount(5);
      await expect(dialog.getByTestId('highlighted-text')).toBeVisible();
      await expect(dialog.getByRole('heading', { name: ui.topWords })).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/batch-${language}-${width}-explanation.png` });
      await dialog.getByRole('button', { name: ui.close }).last().click();
      await expect(dialog).toHaveCount(0);

      // Both downloads, opened and checked: every text in order, formula-safe, with class and confidence.
      const csv = await readDownload(page, () => page.getByRole('button', { name: ui.csv }).click());
      expect(csv.name).toMatch(/^shobdo-batch-week-comments-\d{4}-\d{2}-\d{2}\.csv$/);
      const parsed = Papa.parse<string[]>(csv.bytes.toString('utf8').replace(/^\uFEFF/, ''), {
        skipEmptyLines: true,
      }).data;
      expect(parsed[0]).toEqual(['position', 'text', 'class', 'confidence', 'top_words', 'notices']);
      expect(parsed).toHaveLength(ROWS_WITH_TEXT + 1);
      expect(parsed.slice(1, 4).map((r) => r[1])).toEqual(COMMENTS.slice(0, 3).map((c) => c.text));
      expect(parsed.at(-1)![1]).toBe(`'${FORMULA}`);
      for (const row of parsed.slice(1)) {
        expect(row[2]).toMatch(/^[a-z_]+$/);
        expect(Number(row[3])).toBeGreaterThan(0);
        expect(row[5]).toMatch(/^([a-z_]+(; [a-z_]+)*)?$/);
      }
      const excel = await readDownload(page, () => page.getByRole('button', { name: ui.excel }).click());
      expect(excel.name).toMatch(/\.xlsx$/);
      const sheet = await readSheet(excel.bytes);
      expect(sheet).toHaveLength(ROWS_WITH_TEXT + 1);
      expect(sheet[1]![1]).toBe(COMMENTS[0]!.text);
      expect(sheet.at(-1)![1]).toBe(`'${FORMULA}`);

      // An Excel file goes the same way.
      await page.getByRole('link', { name: ui.back }).click();
      const xlsx = await writeXlsxFile([
        [{ value: 'id' }, { value: 'মন্তব্য' }],
        ...[ENGLISH, ...SUITE.slice(0, 40)].map((text, i) => [
          { value: i + 1, type: Number },
          { value: text, type: String },
        ]),
      ]).toBuffer();
      await page
        .getByLabel(ui.file)
        .setInputFiles({ name: 'survey.xlsx', mimeType: 'application/octet-stream', buffer: xlsx });
      await expect(page.getByLabel(ui.column)).toHaveValue('1');
      await page.getByRole('button', { name: ui.start }).click();
      await page.waitForURL(/\/batch\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'survey.xlsx', level: 1 })).toBeVisible();
      // A comment the model does not read (English) says so in its row.
      const english = page.getByRole('table').last().locator('tbody tr').filter({ hasText: ENGLISH });
      await expect(english.getByTestId('row-warning')).toHaveText(ui.withCare);
      // Its explanation says so too, as the results page does.
      await english.click();
      await expect(page.getByRole('dialog').locator('[data-code="unsupported_language"]')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The download names that row's notice by its code (decision 0091).
      const surveyCsv = await readDownload(page, () => page.getByRole('button', { name: ui.csv }).click());
      const surveyRows = Papa.parse<string[]>(surveyCsv.bytes.toString('utf8').replace(/^\uFEFF/, ''), {
        skipEmptyLines: true,
      }).data;
      expect(surveyRows.find((r) => r[1] === ENGLISH)?.[5]).toContain('unsupported_language');

      // Nothing is wider than the screen; the batch list deletes with a confirmation.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.getByRole('link', { name: ui.back }).click();
      await page.getByRole('button', { name: new RegExp(`^${ui.delete}: survey\\.xlsx$`) }).click();
      await page.getByRole('dialog').getByRole('button', { name: ui.delete }).click();
      await expect(page.getByRole('status').filter({ hasText: ui.deleted })).toBeVisible();
      await expect(page.getByRole('link', { name: 'survey.xlsx' })).toHaveCount(0);
    });
  });
}

import { expect, test } from './support/fixtures';
import { signIn, UI } from './support/batch-journey';
import { presetLanguage } from './support/language';

test('a file that is not CSV or Excel gets a clear message', async ({ page }) => {
  await signIn(page, 'en');
  await page.goto('/batch');
  await page
    .getByLabel(UI.en.file)
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([1, 2]) });
  await expect(page.getByRole('alert')).toHaveText('This file is not a CSV or an Excel (.xlsx) file.');
  await page
    .getByLabel(UI.en.file)
    .setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('text\r\n') });
  await expect(page.getByRole('alert')).toHaveText('This file has no rows of comments under its header row.');
});

test("Excel's Unicode Text export (UTF-16, tab-separated) is read, in Bengali on a phone", async ({ page }) => {
  await presetLanguage(page, 'bn');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'bn');
  await page.goto('/batch');
  const text = 'id\tমন্তব্য\r\n1\tতোকে দেখে নেব\r\n2\tআজকের খেলাটা দারুণ হয়েছে\r\n';
  const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  await page.getByLabel(UI.bn.file).setInputFiles({ name: 'export.txt', mimeType: 'text/plain', buffer: bytes });
  // The comment column is found by its Bengali name and previewed as written (before: UTF-8 over UTF-16, unreadable).
  await expect(page.getByLabel(UI.bn.column)).toHaveValue('1');
  await expect(page.getByText('আজকের খেলাটা দারুণ হয়েছে')).toBeVisible();
  await page.getByRole('button', { name: UI.bn.start }).click();
  await page.waitForURL(/\/batch\/[0-9a-f-]{36}$/);
  const rows = page.getByRole('table').last().locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('তোকে দেখে নেব');
});

import { expect, test } from './support/fixtures';
import { signIn, UI } from './support/batch-journey';

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

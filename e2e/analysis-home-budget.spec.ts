import { gzipSync } from 'node:zlib';
import { SENTENCES, UI, openHome } from './analysis-helpers';
import { expect, test } from './support/fixtures';

/** The home route's initial JavaScript must stay under 250 KB gzipped; the workbook writer loads only on export. */
const BUDGET_BYTES = 250 * 1024;

test('the home route loads under 250 KB of gzipped JavaScript and no workbook writer', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
  });
  await openHome(page);
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log(`home route JS: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzipped`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThan(BUDGET_BYTES);
  expect([...scripts.keys()].some((path) => path.includes('write-excel-file'))).toBe(false);

  // The workbook library arrives only when an Excel export is asked for.
  await page.getByPlaceholder(UI.en.placeholder).fill(SENTENCES.normal);
  await page.getByRole('button', { name: UI.en.analyze }).click();
  await page.waitForURL(/\/results\?id=/);
  expect([...scripts.keys()].some((path) => path.includes('write-excel-file'))).toBe(false);
  // Waited for as a response of its own: the listener above records a script only once its body is read,
  // which can come after the download.
  const writer = page.waitForResponse((response) => new URL(response.url()).pathname.includes('write-excel-file'));
  await page.getByRole('button', { name: UI.en.exportButton }).hover();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: UI.en.excel }).click();
  await download;
  expect((await writer).request().resourceType()).toBe('script');
});

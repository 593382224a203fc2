import type { Page } from '@playwright/test';
import { SENTENCES, UI, analyzeAs, registerUser } from './analysis-helpers';
import { fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';

// 36 analyses: eight pages of five, the case QA saw wrap at 390 px ('‹ 1 … 5 6 7 8 ›').
const ANALYSES = 36;

/** The vertical centre of every pager child; one distinct value means the pager sits on one line. */
async function readRows(page: Page, pagerName: string): Promise<number[]> {
  const pager = page.getByRole('navigation', { name: pagerName });
  return pager.evaluate((nav) => [
    ...new Set(
      Array.from(nav.children).map((child) => {
        const box = child.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
    ),
  ]);
}

test('the history pager fits on one line on phones (360 and 390 px, English and Bengali)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'pager');
  for (let i = 0; i < ANALYSES; i += 1) await analyzeAs(request, user.accessToken, `${SENTENCES.normal} ${i}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await fillLoginForm(page, user, LOGIN_LABELS.en);
  await page.waitForURL((url) => url.pathname !== '/login');

  for (const language of ['en', 'bn'] as const) {
    const ui = UI[language];
    const pagerName = language === 'en' ? 'History pages' : 'ইতিহাসের পাতা';
    // The app reads the stored language at boot; the stored session survives the reload.
    await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
    await page.goto('/history');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const pager = page.getByRole('navigation', { name: pagerName });
    const pageButton = (n: number) => pager.getByRole('button', { name: ui.page(ui.digits(n)), exact: true });
    await expect(page.getByTestId('history-card')).toHaveCount(5);

    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      // Page 4 has two ellipses ('‹ 1 … 3 4 5 … 8 ›'), page 8 the run QA reported ('‹ 1 … 5 6 7 8 ›').
      for (const target of [4, 8]) {
        await pageButton(1).click();
        if (target === 4) await pageButton(3).click();
        await pageButton(target).click();
        await expect(pageButton(target)).toHaveAttribute('aria-current', 'page');
        expect(
          await readRows(page, pagerName),
          `pager rows at ${width} px on page ${target} (${language})`,
        ).toHaveLength(1);
        const box = await pager.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        await pager.screenshot({ path: testInfo.outputPath(`pager-${language}-${width}-page${target}.png`) });
      }
    }
  }
});

import type { Page } from '@playwright/test';
import { SENTENCES, UI, analyzeAs, openHome, registerUser } from './analysis-helpers';
import { fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';

// A pasted link or a run of letters without a space is one 'word' the browser cannot break on its own.
// QA saw such a text push the results page 290 px wider than a 390 px phone.
const LINK = 'https://example.com/a/very/long/path/that/keeps/going?with=query&and=more';
const RUN = 'অসাধারণভাবেপ্রতিষ্ঠিতদীর্ঘশব্দযেটাভাঙবেনাকখনোইএকদমই';
const TEXT = `${SENTENCES.normal} ${LINK} ${RUN}`;

/** How far the page reaches past the right edge of the viewport, in CSS pixels. */
function readOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const width of [360, 390]) {
  test(`a text with an unbreakable word fits a ${width} px phone on results and history`, async ({ page, request }) => {
    const user = await registerUser(request, 'longword');
    await analyzeAs(request, user.accessToken, TEXT);
    await page.setViewportSize({ width, height: 844 });

    await openHome(page);
    await page.getByPlaceholder(UI.en.placeholder).fill(TEXT);
    await page.getByRole('button', { name: UI.en.analyze }).click();
    await page.waitForURL('**/results');
    await expect(page.getByTestId('highlighted-text')).toContainText(RUN);
    await expect(page.getByTestId('analysis-summary')).toBeVisible();
    expect(await readOverflow(page), 'results page overflow').toBeLessThanOrEqual(0);

    await page.goto('/login');
    await fillLoginForm(page, user, LOGIN_LABELS.en);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/history');
    await expect(page.getByTestId('history-card')).toHaveCount(1);
    expect(await readOverflow(page), 'history page overflow').toBeLessThanOrEqual(0);
  });
}

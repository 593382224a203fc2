import type { Page } from '@playwright/test';
import { SENTENCES, UI, analyzeAs, openHome, registerUser } from './analysis-helpers';
import { fillLoginForm, logInViaUi, LOGIN_LABELS, signUpViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

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
    await page.waitForURL(/\/results\?id=/);
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

test('a username of 100+ characters without a space fits the profile page and the side menu on a phone', async ({
  page,
  request,
}) => {
  const account = await signUpViaApi(request, `long${'n'.repeat(100)}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInViaUi(page, account);

  for (const path of ['/profile', '/']) {
    await page.goto(path);
    await expect(page.getByText(account.username, { exact: false }).first()).toBeAttached();
    expect(await readOverflow(page), `${path} page overflow`).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: new RegExp(account.username) })).toBeVisible();
    const spill = await menu.evaluate((panel) => {
      const edge = panel.getBoundingClientRect().right;
      return Math.max(
        ...Array.from(panel.querySelectorAll('a, button, span'), (el) => el.getBoundingClientRect().right - edge),
      );
    });
    expect(spill, `side menu on ${path}: pixels past its right edge`).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
  }
});

test('a batch whose name and rows hold unbreakable words fits a phone, in Bengali: the list, the page and its rows table', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'longbatch');
  const name = `weekly-export-${'x'.repeat(100)}.csv`;
  const created = await request.post('/api/analysis/batches/', {
    data: { texts: [TEXT, SENTENCES.normal, RUN.repeat(3)], name },
    headers: { Authorization: `Bearer ${user.accessToken}` },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { batch } = (await created.json()) as { batch: { id: string } };
  await presetLanguage(page, 'bn');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await fillLoginForm(page, user, LOGIN_LABELS.bn);
  await page.waitForURL((url) => url.pathname !== '/login');

  for (const path of ['/batch', `/batch/${batch.id}`]) {
    await page.goto(path);
    const table = page.getByRole('table').last();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await readOverflow(page), `${path} page overflow`).toBeLessThanOrEqual(0);
    // The table scrolls sideways inside its frame, but a link or a run of letters no longer stretches a column
    // past the table's least width (44rem on the rows, before: 1,900 px for a long link among the top words).
    const width = await table.evaluate((el) => el.getBoundingClientRect().width);
    expect(width, `${path} table width`).toBeLessThanOrEqual(704);
  }
  // A filter that matches no row says so where a phone can read it; before, the message sat in the middle of the
  // 44rem table, out of view past the screen's right edge.
  await page.getByLabel('আস্থা অন্তত (%)').fill('১০০');
  const noRows = page.getByText('এই ফিল্টারে কোনো সারি নেই।');
  await expect(noRows).toBeVisible();
  const box = await noRows.boundingBox();
  expect(box, 'the no-rows message').not.toBeNull();
  expect(box!.x + box!.width, 'the no-rows message: its right edge').toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screenshots/long-words-batch-bn-390.png', fullPage: true });
});

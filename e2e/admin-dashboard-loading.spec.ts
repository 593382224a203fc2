import type { Route } from '@playwright/test';
import { adminAccount, fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// The dashboard never shows a figure it does not have: while its figures load, the cards say so instead
// of showing 0 and "No figures for the 30 days before"; then the real figures arrive.

const UI = {
  en: { loading: 'Loading figures...', noPrevious: 'No figures for the', total: 'Total Analyses' },
  bn: { loading: 'পরিসংখ্যান লোড হচ্ছে...', noPrevious: 'কোনো তথ্য নেই', total: 'মোট বিশ্লেষণ' },
} as const;
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const DIGIT = /[0-9০-৯]/;

for (const { name: width, viewport } of WIDTHS) {
  for (const language of ['en', 'bn'] as const) {
    const ui = UI[language];
    test(`the dashboard shows no 0 while its figures load (${language}, ${width})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The dashboard's figures are held back until the loading state has been looked at.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: Promise<void>[] = [];
      await page.route(/\/api\/analytics\/dashboard\/\?/, (route: Route) => {
        held.push(released.then(() => route.continue()));
      });

      await presetLanguage(page, language);
      await page.goto('/login');
      await fillLoginForm(page, adminAccount, LOGIN_LABELS[language]);
      await page.waitForURL('**/dashboard');

      const cards = page.getByTestId('stat-card');
      await expect(cards).toHaveCount(6);
      await expect(page.getByRole('status').filter({ hasText: ui.loading }).first()).toBeAttached();
      await expect.poll(() => held.length).toBeGreaterThan(0);
      for (const text of await cards.allTextContents()) expect(text).not.toMatch(DIGIT);
      await expect(page.getByText(ui.noPrevious)).toHaveCount(0);
      await page.screenshot({ path: `test-results/screenshots/dashboard-loading-${language}-${width}.png` });

      // Then the figures arrive (whatever they are on this shared server) and the placeholders go.
      release();
      const total = cards.filter({ has: page.getByRole('heading', { name: ui.total, exact: true }) });
      await expect(total.locator('p').first()).toHaveText(/^[0-9০-৯,]+$/);
      await expect(page.locator('[data-testid="stat-card"][aria-busy="true"]')).toHaveCount(0);
      await Promise.all(held);
    });
  }
}

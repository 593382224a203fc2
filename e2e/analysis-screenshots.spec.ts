import { SENTENCES, UI, analyzeAs, openHome, registerUser } from './analysis-helpers';
import { fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// Screens of the analysis journey for a person to look at; written to test-results (never committed).
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const shot = (file: string) => `test-results/screenshots/analysis/${file}.png`;

for (const { name, viewport } of WIDTHS) {
  test.describe(`analysis screens at ${name} width`, () => {
    test.use({ viewport });

    for (const language of ['en', 'bn'] as const) {
      test(`home, results and history (${language})`, async ({ page, request }) => {
        const ui = UI[language];
        const user = await registerUser(request, `shot${language}`);
        for (const text of [
          SENTENCES.troll,
          SENTENCES.normal,
          SENTENCES.threat,
          SENTENCES.normal,
          SENTENCES.threat,
          SENTENCES.troll,
        ]) {
          await analyzeAs(request, user.accessToken, text);
        }
        await presetLanguage(page, language);
        await openHome(page);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: shot(`${name}-${language}-home`), fullPage: true });
        // The top of the page and the capability cards at full resolution, for a closer look.
        await page.screenshot({ path: shot(`${name}-${language}-home-top`) });
        await page.getByRole('heading', { level: 2 }).nth(2).scrollIntoViewIfNeeded();
        await page.screenshot({ path: shot(`${name}-${language}-home-capabilities`) });

        await page.getByPlaceholder(ui.placeholder).fill(SENTENCES.normal);
        await page.getByRole('button', { name: ui.analyze }).click();
        await page.waitForURL(/\/results\?id=/);
        await expect(page.getByTestId('detected-type')).toBeVisible();
        await page.screenshot({ path: shot(`${name}-${language}-results`), fullPage: true });
        await page.getByRole('button', { name: ui.exportButton }).click();
        await expect(page.getByRole('menuitem', { name: ui.excel })).toBeVisible();
        await page.screenshot({ path: shot(`${name}-${language}-results-export-menu`) });

        await page.goto('/login');
        await fillLoginForm(page, user, LOGIN_LABELS[language]);
        await page.waitForURL((url) => url.pathname !== '/login');
        await page.goto('/history');
        await expect(page.getByTestId('history-card').first()).toBeVisible();
        await page.getByLabel(ui.type, { exact: true }).selectOption({ label: ui.types.bully });
        await page.screenshot({ path: shot(`${name}-${language}-history`), fullPage: true });
      });
    }
  });
}

import type { Page } from '@playwright/test';
import { presetLanguage } from './support/language';
import { expect, test } from './support/fixtures';

/**
 * The home page paints its top from index.html before any of the app's JavaScript has run (issue 28,
 * decision 0057, apps/web/vite-first-paint.ts): in the reader's language, only on `/`, and React's page
 * takes its place without moving it.
 */
const HEADING = {
  en: 'Understand Bengali text, word by word',
  bn: 'বাংলা লেখা বুঝুন, প্রতিটি শব্দ ধরে',
} as const;
const WIDTHS = [1280, 390] as const;

/**
 * Answers the app's module scripts (the entry and its chunks) with empty ones: the page is what index.html,
 * its CSS and the first-paint script make of it, as on a phone while the scripts are still on their way.
 */
async function withoutTheApp(page: Page) {
  await page.route(/\/assets\/(?!first-paint-)[^/]+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

async function boxes(page: Page, heading: string) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  await expect(h1).toHaveCount(1);
  const lead = h1.locator('xpath=following-sibling::p[1]');
  return { heading: await h1.boundingBox(), lead: await lead.boundingBox() };
}

for (const width of WIDTHS) {
  for (const language of ['en', 'bn'] as const) {
    test(`${language} at ${width} px: the heading paints before the scripts and stays where it is`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await presetLanguage(page, language);
      await withoutTheApp(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const first = await boxes(page, HEADING[language]);
      // Nothing interactive yet: the analysis form comes with the app.
      await expect(page.getByRole('button')).toHaveCount(0);

      await page.unrouteAll();
      await page.reload();
      await expect(page.getByRole('textbox')).toBeVisible();
      const real = await boxes(page, HEADING[language]);
      await expect(page.locator('#first-paint')).toHaveCount(0);
      for (const key of ['heading', 'lead'] as const) {
        expect(first[key], key).not.toBeNull();
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(real[key]![side] - first[key]![side]), `${key} ${side}`).toBeLessThanOrEqual(1);
        }
      }
    });
  }
}

test('another page does not show the home page first', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: HEADING.en })).toBeHidden();
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('heading', { name: HEADING.en })).toHaveCount(0);
});

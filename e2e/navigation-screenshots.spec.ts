import { adminAccount, fillLoginForm } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// Screens for a person to look at; written to test-results/screenshots (never committed).
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const PAGES = ['/about', '/model-card', '/login', '/signup', '/does-not-exist'] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`screenshots at ${name} width`, () => {
    test.use({ viewport });

    for (const language of ['en', 'bn'] as const) {
      test(`public pages (${language})`, async ({ page }) => {
        await presetLanguage(page, language);
        for (const path of PAGES) {
          await page.goto(path);
          await expect(page.locator('main')).toBeVisible();
          await page.waitForLoadState('networkidle');
          const file = `${name}-${language}-${path.slice(1)}.png`;
          await page.screenshot({ path: `test-results/screenshots/${file}`, fullPage: true });
        }
        // Home through the brand link, as a visitor arrives from any page.
        await page
          .getByRole('link', { name: /^Shobdo/ })
          .first()
          .click();
        await expect(page).toHaveURL('/');
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/screenshots/${name}-${language}-home.png`, fullPage: true });
        if (name === 'phone') {
          await page.getByRole('button', { name: language === 'en' ? 'Open menu' : 'মেনু খুলুন' }).click();
          await expect(page.locator('#mobile-menu')).not.toHaveAttribute('inert');
          await page.waitForTimeout(300); // let the slide-in transition finish for the picture
          await page.screenshot({ path: `test-results/screenshots/${name}-${language}-menu.png` });
        }
      });
    }

    test('admin dashboard', async ({ page }) => {
      await page.goto('/login');
      await fillLoginForm(page, adminAccount);
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/${name}-en-dashboard.png`, fullPage: true });
    });
  });
}

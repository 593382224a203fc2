import { UI, openHome } from './analysis-helpers';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// The server's warning for English text, in each UI language, and the section's heading.
const WORDS = {
  en: { heading: 'Read this result with care', english: /looks like English.*not reliable/ },
  bn: { heading: 'এই ফলাফল সাবধানে পড়ুন', english: /ইংরেজি.*নির্ভরযোগ্য নয়/ },
} as const;
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`result warnings at ${name} width`, () => {
    test.use({ viewport });
    for (const language of ['en', 'bn'] as const) {
      test(`English text gets the notice that the model does not read it (${language})`, async ({ page }) => {
        const ui = UI[language];
        const words = WORDS[language];
        await presetLanguage(page, language);
        await openHome(page);
        await page.getByPlaceholder(ui.placeholder).fill('You are such a stupid idiot');
        await page.getByRole('button', { name: ui.analyze }).click();
        await page.waitForURL(/\/results\?id=/);
        const warnings = page.getByRole('region', { name: words.heading });
        await expect(warnings).toBeVisible();
        await expect(warnings.getByRole('listitem').first()).toHaveText(words.english);
        await page.screenshot({
          path: `test-results/screenshots/warnings/${name}-${language}-english.png`,
          fullPage: true,
        });

        // A Bengali text the model reads clearly has no language notice.
        await page.getByRole('button', { name: ui.back }).click();
        await page
          .getByPlaceholder(ui.placeholder)
          .fill('আজকের আবহাওয়াটা খুব সুন্দর, চলো সবাই মিলে বিকেলে পার্কে ঘুরতে যাই।');
        await page.getByRole('button', { name: ui.analyze }).click();
        await page.waitForURL(/\/results\?id=/);
        await expect(page.getByTestId('detected-type')).toBeVisible();
        await expect(page.getByText(words.english)).toHaveCount(0);
      });
    }
  });
}

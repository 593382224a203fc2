import { UI, openHome } from './analysis-helpers';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// A prize message with a link: the link, not its pieces (https, bit, ly), is what the spam model's answer names, in
// the summary, the top words and the highlight (decision 0082).
const LINK = 'https://bit.ly/Abc123-prize?ref=facebook';
const MESSAGE = `অভিনন্দন! আপনি ৫০০০০ টাকা জিতেছেন, এখনই ক্লিক করুন ${LINK}, অথবা কল করুন 01711000000`;
const SPAM = { en: 'Spam', bn: 'স্প্যাম' } as const;
const MODEL_LABEL = { en: 'Model', bn: 'মডেল' } as const;

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`a link explained as one unit at ${name} width`, () => {
    test.use({ viewport });
    for (const language of ['en', 'bn'] as const) {
      test(`the spam model names the link as written, not its pieces (${language})`, async ({ page }) => {
        const ui = UI[language];
        await presetLanguage(page, language);
        await openHome(page);
        await page.getByLabel(MODEL_LABEL[language], { exact: true }).selectOption('spam-detector');
        await page.getByPlaceholder(ui.placeholder).fill(MESSAGE);
        await page.getByRole('button', { name: ui.analyze }).click();
        await page.waitForURL(/\/results\?id=/);
        await expect(page.getByTestId('detected-type')).toHaveText(SPAM[language]);
        const words = await page.getByTestId('top-words').getByTestId('word').allTextContents();
        expect(words[0]).toBe(LINK);
        // Cut short on a phone, the link is whole in the row's title.
        await expect(page.getByTestId('top-words').getByTestId('word').first()).toHaveAttribute('title', LINK);
        for (const piece of ['https', 'bit', 'ly']) expect(words).not.toContain(piece);
        await expect(page.getByTestId('highlighted-text').locator('mark', { hasText: LINK })).toHaveText(LINK);
        await expect(page.getByText(`"${LINK}"`)).toBeVisible();
        // The long link does not widen the page on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: `test-results/screenshots/links/${name}-${language}.png`, fullPage: true });
      });
    }
  });
}

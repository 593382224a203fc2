import { UI, openHome } from './analysis-helpers';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// 'Try the Demo' shows what the chosen model does: with the spam model a prize message, which it calls spam; with the
// sentiment model a review, which it calls positive. Before, every model got the bullying samples, so the spam model
// only ever said "Not Spam".
const WORDS = {
  en: { model: 'Model', demo: 'Try the Demo', spam: 'Spam', positive: 'Positive Sentiment' },
  bn: { model: 'মডেল', demo: 'ডেমো চেষ্টা করুন', spam: 'স্প্যাম', positive: 'ইতিবাচক মনোভাব' },
} as const;

for (const { language, viewport } of [
  { language: 'en' as const, viewport: { width: 1280, height: 800 } },
  { language: 'bn' as const, viewport: { width: 390, height: 844 } },
]) {
  test.describe(`Try the Demo with the spam and sentiment models (${language}, ${viewport.width})`, () => {
    test.use({ viewport });

    test('each model gets a sample of its own task, and reads it as it should', async ({ page }) => {
      const ui = UI[language];
      const words = WORDS[language];
      await presetLanguage(page, language);
      for (const { model, expected } of [
        { model: 'spam-detector', expected: words.spam },
        { model: 'sentiment-pro', expected: words.positive },
      ]) {
        await openHome(page);
        await page.getByLabel(words.model, { exact: true }).selectOption(model);
        await page.getByRole('button', { name: words.demo }).click();
        await page.getByRole('button', { name: ui.analyze }).click();
        await page.waitForURL(/\/results\?id=/);
        await expect(page.getByTestId('detected-type')).toHaveText(expected);
      }
    });
  });
}

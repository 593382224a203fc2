import { SENTENCES, UI, openHome } from './analysis-helpers';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// The server's own words for these failures; the Bengali is the app's translation of each.
const MESSAGES = {
  en: {
    unavailable: 'Model "retired-model-v0" is not available.',
    tooLong: 'Text is too long. Maximum 10000 characters allowed.',
    count: '10,001 / 10,000 characters',
  },
  bn: {
    unavailable: 'মডেল "retired-model-v0" উপলব্ধ নয়।',
    tooLong: 'লেখাটি অনেক বড়। সর্বোচ্চ ১০,০০০ অক্ষর লেখা যাবে।',
    count: '১০,০০১ / ১০,০০০ অক্ষর',
  },
} as const;

for (const language of ['en', 'bn'] as const) {
  const ui = UI[language];
  const words = MESSAGES[language];

  test(`analysis errors on the home page are in the UI language (${language})`, async ({ page }) => {
    await presetLanguage(page, language);
    await openHome(page);
    const input = page.getByPlaceholder(ui.placeholder);
    const analyze = page.getByRole('button', { name: ui.analyze });

    // A pasted text over the limit is kept whole and refused in red under the input, before any request.
    const long = 'ক'.repeat(10_001);
    await input.fill(long);
    expect(await input.inputValue()).toHaveLength(10_001);
    await expect(page.getByRole('alert')).toHaveText(words.tooLong);
    await expect(page.getByTestId('analysis-count')).toHaveText(words.count);
    await expect(analyze).toBeDisabled();

    // The server's refusal of a model it does not have (the selector never offers one, so the request is
    // rewritten on its way).
    await page.route('**/api/analysis/analyses/analyze/', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, model_id: 'retired-model-v0' }) });
    });
    await input.fill(SENTENCES.normal);
    await expect(analyze).toBeEnabled();
    await analyze.click();
    await expect(page.getByRole('alert')).toHaveText(words.unavailable);
    await expect(page.getByRole('alert')).toHaveClass(/text-red-400/);
    await expect(page).toHaveURL(/\/$/);
  });
}

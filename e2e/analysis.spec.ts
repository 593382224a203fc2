import { SENTENCES, UI, openHome, toAsciiDigits, type UiLanguage } from './analysis-helpers';
import { contrastRatio } from './support/contrast';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

const BUNDLE_KEY = 'completeAnalysisData';

for (const language of ['en', 'bn'] as const satisfies readonly UiLanguage[]) {
  const ui = UI[language];

  test.describe(`analysis journey (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, language);
    });

    test('an anonymous visitor analyses a threatening sentence; reload keeps it; Back to Input clears it', async ({
      page,
    }) => {
      // A guest's analysis asks only what a guest may read: no 4xx (a 403 shows as a red console error).
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400 && response.status() < 500) failed.push(`${response.status()} ${response.url()}`);
      });
      await openHome(page);
      const input = page.getByPlaceholder(ui.placeholder);
      const analyze = page.getByRole('button', { name: ui.analyze });
      await expect(analyze).toBeDisabled();
      await input.fill('   ');
      await input.press('Enter');
      await expect(analyze).toBeDisabled();
      await expect(page).toHaveURL(/\/$/);

      await input.fill(SENTENCES.threat);
      await expect(analyze).toBeEnabled();
      await input.press('Enter');
      await page.waitForURL(/\/results\?id=/);

      await expect(page.getByRole('heading', { name: ui.title })).toBeVisible();
      await expect(page.getByTestId('detected-type')).toHaveText(ui.threat);
      const confidence = Number(
        toAsciiDigits((await page.getByTestId('confidence').textContent()) ?? '').replace('%', ''),
      );
      expect(confidence).toBeGreaterThan(50);
      expect(confidence).toBeLessThanOrEqual(100);
      await expect(page.getByText(ui.summary, { exact: true })).toBeVisible();
      await expect(page.getByTestId('analysis-summary')).not.toBeEmpty();
      // The summary comes back in the UI's language (the English one quotes Bengali words, hence Latin).
      const summary = (await page.getByTestId('analysis-summary').textContent()) ?? '';
      expect(/[A-Za-z]{3,}/.test(summary)).toBe(language === 'en');
      await expect(page.getByTestId('top-words').getByTestId('word').first()).toBeVisible();
      await expect(page.getByTestId('highlighted-text').locator('mark').first()).toBeVisible();
      expect(failed).toEqual([]);
      const firstWord = await page.getByTestId('top-words').getByTestId('word').first().textContent();
      expect(SENTENCES.threat).toContain(firstWord ?? '');

      await page.reload();
      await expect(page.getByTestId('detected-type')).toHaveText(ui.threat);
      await expect(page.getByTestId('top-words').getByTestId('word').first()).toHaveText(firstWord ?? '');

      await page.getByRole('button', { name: ui.back }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), BUNDLE_KEY)).toBeNull();
      await page.goto('/results');
      await expect(page).toHaveURL(/\/$/);
    });

    test('romanized Bangla with Multilingual v1: a threat, explained on the words as typed', async ({ page }) => {
      await openHome(page);
      await page.getByLabel(language === 'en' ? 'Model' : 'মডেল', { exact: true }).selectOption('multilingual-v1');
      const text = 'ami tore khun kore felbo';
      await page.getByPlaceholder(ui.placeholder).fill(text);
      await page.getByRole('button', { name: ui.analyze }).click();
      await page.waitForURL(/\/results\?id=/);
      await expect(page.getByTestId('detected-type')).toHaveText(ui.threat);
      const words = await page.getByTestId('top-words').getByTestId('word').allTextContents();
      expect(words).toContain('khun');
      for (const word of words) expect(text).toContain(word);
      await expect(page.getByTestId('highlighted-text').locator('mark', { hasText: 'khun' })).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/romanized-${language}.png`, fullPage: true });
    });

    test('a normal sentence reads as normal text, with more than ten words noted', async ({ page }) => {
      await openHome(page);
      await page.getByPlaceholder(ui.placeholder).fill(SENTENCES.normal);
      await page.getByRole('button', { name: ui.analyze }).click();
      await page.waitForURL(/\/results\?id=/);
      await expect(page.getByTestId('detected-type')).toHaveText(ui.normal);
      await expect(page.getByTestId('top-words').getByTestId('word')).toHaveCount(10);
      // WCAG AA for the rank numbers on the card (slate-500 was 3.96:1).
      expect(await contrastRatio(page.getByTestId('word-rank').first())).toBeGreaterThanOrEqual(4.5);
      const total = Number(toAsciiDigits((await page.getByTestId('word-count').textContent()) ?? '').match(/\d+/)?.[0]);
      expect(total).toBeGreaterThan(10);
      const more = language === 'en' ? `Showing top 10 of ${total} words/phrases. Export to see all data.` : null;
      if (more) await expect(page.getByTestId('top-words-more')).toHaveText(more);
      else await expect(page.getByTestId('top-words-more')).toContainText(ui.digits(total));
      const probabilities = page.getByTestId('class-probabilities').getByRole('listitem');
      await expect(probabilities).toHaveCount(5);
    });
  });
}

test('the home page offers every model, all available, the default chosen', async ({ page }) => {
  await openHome(page);
  const select = page.getByLabel('Model', { exact: true });
  await expect(select.locator('option')).toHaveCount(6);
  await expect(select.locator('option:disabled')).toHaveCount(0);
  await expect(select).toHaveValue('bangla-sentiment-v1');
});

test('a spam moderator analyses comment after comment: the chosen model stays after Back to Input', async ({
  page,
}) => {
  await openHome(page);
  const select = page.getByLabel('Model', { exact: true });
  await select.selectOption('spam-detector');
  for (const comment of ['অভিনন্দন! আপনি পুরস্কার জিতেছেন, এখনই লিংকে ক্লিক করুন', SENTENCES.normal]) {
    await page.getByPlaceholder(UI.en.placeholder).fill(comment);
    await page.getByRole('button', { name: UI.en.analyze }).click();
    await page.waitForURL(/\/results\?id=/);
    // A spam verdict, never a bullying class from the default model.
    await expect(page.getByTestId('detected-type')).toHaveText(/^(Spam|Not Spam)$/);
    await page.getByRole('button', { name: UI.en.back }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(select).toHaveValue('spam-detector');
  }
});

test('Try the Demo fills a Bengali sample and See How It Works scrolls to the explanation', async ({ page }) => {
  await openHome(page);
  const input = page.getByPlaceholder(UI.en.placeholder);
  // WCAG AA for the placeholder on the input (slate-500 was 4.2:1).
  expect(await contrastRatio(input, '::placeholder')).toBeGreaterThanOrEqual(4.5);
  await page.getByRole('button', { name: 'Try the Demo' }).click();
  const value = await input.inputValue();
  expect(value).toMatch(/[\u0980-\u09FF]{3}/);
  // Focus follows into the filled input, ready for Enter or an edit.
  await expect(input).toBeFocused();
  await page.getByRole('button', { name: 'See How It Works' }).click();
  await expect(page.getByRole('heading', { name: 'How the model decides' })).toBeInViewport();
});

test('the progress line shows while the analysis runs, and a failure is shown in red', async ({ page }) => {
  // Hold the request so that the in-flight state can be seen, then let a real failure through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/analysis/analyses/analyze/', async (route) => {
    await held;
    await route.continue({ postData: JSON.stringify({ text: SENTENCES.normal, model_id: 'no-such-model' }) });
  });
  await openHome(page);
  await page.getByPlaceholder(UI.en.placeholder).fill(SENTENCES.normal);
  await page.getByRole('button', { name: UI.en.analyze }).click();
  await expect(page.getByRole('button', { name: UI.en.analyzing })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Initializing analysis...' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({
      hasText: /^(Processing text|Analyzing content|Generating results|Almost done)\.\.\.$/,
    }),
  ).toBeVisible({ timeout: 5000 });
  release();
  const error = page.locator('#analysis-error');
  await expect(error).toBeVisible();
  await expect(error).toHaveText('Model "no-such-model" is not available.');
  await expect(error).toHaveClass(/text-red-/);
  await expect(page).toHaveURL(/\/$/);
});

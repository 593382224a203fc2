import type { Page } from '@playwright/test';
import { SENTENCES, UI, registerUser, type UiLanguage } from './analysis-helpers';
import { fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage, switchLanguage } from './support/language';

// A result is one query keyed by its id: the analyse answer seeds it, so the results page shows it with
// no further request for that analysis; a reload or a shared link reads it once by the id in the URL.

/**
 * Every request the page makes for an analysis itself (…/analyses/{id}/). The person's own correction of it
 * (…/{id}/feedback/, read by "Wrong result?") is another resource and is not counted.
 */
function countAnalysisReads(page: Page): { urls: string[] } {
  const seen = { urls: [] as string[] };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/analysis\/analyses\/[0-9a-f-]{36}\/$/.test(path)) seen.urls.push(`${request.method()} ${path}`);
  });
  return seen;
}

const idOf = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';

for (const language of ['en', 'bn'] as const satisfies readonly UiLanguage[]) {
  const ui = UI[language];
  for (const width of [1280, 390]) {
    test(`the analyse answer is shown with no second request, signed in (${language}, ${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const user = await registerUser(request, `one${language}${width}`);
      await presetLanguage(page, language);
      await page.goto('/login');
      await fillLoginForm(page, user, LOGIN_LABELS[language]);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto('/');
      const reads = countAnalysisReads(page);

      await page.getByPlaceholder(ui.placeholder).fill(SENTENCES.threat);
      await page.getByRole('button', { name: ui.analyze }).click();
      await page.waitForURL(/\/results\?id=[0-9a-f-]{36}$/);
      await expect(page.getByTestId('detected-type')).toHaveText(ui.threat);
      await expect(page.getByTestId('analysis-summary')).not.toBeEmpty();
      await expect(page.getByTestId('top-words').getByTestId('word').first()).toBeVisible();
      // The page has settled (the model's figures arrive after the result): still no read of the analysis.
      await page.waitForLoadState('networkidle');
      expect(reads.urls).toEqual([]);

      // The other language's summary came with the answer: the toggle re-words it without a request.
      const summary = await page.getByTestId('analysis-summary').textContent();
      await switchLanguage(page, language === 'en' ? 'bn' : 'en');
      await expect(page.getByTestId('analysis-summary')).not.toHaveText(summary ?? '');
      await expect(page.getByTestId('analysis-summary')).not.toBeEmpty();
      expect(reads.urls).toEqual([]);

      // A reload reads the analysis once, by the id in the URL, as its owner.
      const id = idOf(page);
      await page.reload();
      await expect(page.getByTestId('detected-type')).toBeVisible();
      expect(reads.urls).toEqual([`GET /api/analysis/analyses/${id}/`]);
    });
  }

  test(`a guest's result survives a reload and opens from a shared link (${language})`, async ({ page, browser }) => {
    await presetLanguage(page, language);
    await page.goto('/');
    const reads = countAnalysisReads(page);
    await page.getByPlaceholder(ui.placeholder).fill(SENTENCES.normal);
    await page.getByRole('button', { name: ui.analyze }).click();
    await page.waitForURL(/\/results\?id=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('detected-type')).toHaveText(ui.normal);
    await page.waitForLoadState('networkidle');
    expect(reads.urls).toEqual([]);

    const link = page.url();
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await presetLanguage(visitor, language);
    await visitor.goto(link);
    await expect(visitor.getByTestId('detected-type')).toHaveText(ui.normal);
    await expect(visitor.getByRole('heading', { name: ui.title })).toBeVisible();
    await other.close();
  });
}

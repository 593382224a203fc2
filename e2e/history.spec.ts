import { SENTENCES, UI, analyzeAs, registerUser, type UiLanguage } from './analysis-helpers';
import { fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// 4 threats, 5 normal sentences and 2 trolls through the API, then a third troll through the home page:
// 12 analyses, three pages of five.
const MIX = [
  ...Array(4).fill(SENTENCES.threat),
  ...Array(5).fill(SENTENCES.normal),
  ...Array(2).fill(SENTENCES.troll),
] as string[];

for (const language of ['en', 'bn'] as const satisfies readonly UiLanguage[]) {
  const ui = UI[language];

  test(`a signed-in user's history: filters, search and paging (${language})`, async ({ page, request }) => {
    const user = await registerUser(request, `hist${language}`);
    const ids: string[] = [];
    for (const text of MIX) ids.push(await analyzeAs(request, user.accessToken, text));

    await presetLanguage(page, language);
    await page.goto('/login');
    await fillLoginForm(page, user, LOGIN_LABELS[language]);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/');
    await page.getByPlaceholder(ui.placeholder).fill(SENTENCES.troll);
    await page.getByRole('button', { name: ui.analyze }).click();
    await page.waitForURL(/\/results\?id=/);
    await expect(page.getByTestId('detected-type')).toHaveText(ui.troll);
    await page.goto('/history');
    await expect(page.getByRole('heading', { name: ui.history })).toBeVisible();

    const cards = page.getByTestId('history-card');
    const pager = page.getByRole('navigation', { name: language === 'en' ? 'History pages' : 'ইতিহাসের পাতা' });
    const pageButton = (n: number) => pager.getByRole('button', { name: ui.page(ui.digits(n)), exact: true });
    const clear = page.getByRole('button', { name: ui.clear });

    await expect(cards).toHaveCount(5);
    await expect(pageButton(3)).toBeVisible();
    await expect(pager.getByText('…')).toHaveCount(0);
    await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: ui.previous })).toBeDisabled();
    await expect(clear).toHaveCount(0);
    // Newest first: the troll analysed on the home page heads the list.
    await expect(cards.first().getByTestId('history-type')).toHaveText(ui.troll);

    await pager.getByRole('button', { name: ui.next }).click();
    await expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
    await pageButton(3).click();
    await expect(cards).toHaveCount(2);
    await expect(pager.getByRole('button', { name: ui.next })).toBeDisabled();

    // Any filter change goes back to page 1.
    await page.getByLabel(ui.type, { exact: true }).selectOption({ label: ui.types.threat });
    await expect(cards).toHaveCount(4);
    await expect(pager).toHaveCount(0);
    for (const label of await cards.getByTestId('history-type').allTextContents()) expect(label).toBe(ui.threat);
    await expect(clear).toBeVisible();

    await page.getByLabel(ui.type, { exact: true }).selectOption({ label: ui.types.bully });
    await expect(cards).toHaveCount(5);
    await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
    await pageButton(2).click();
    await expect(cards).toHaveCount(2);

    await page.getByLabel(ui.type, { exact: true }).selectOption({ label: ui.types.not_bully });
    await expect(cards).toHaveCount(5);
    await expect(pager).toHaveCount(0);

    await clear.click();
    await expect(clear).toHaveCount(0);
    await expect(pageButton(3)).toBeVisible();

    await page.getByLabel(ui.search, { exact: true }).fill('পার্কে');
    await expect(cards).toHaveCount(5);
    // The search is debounced: the cards change a moment after typing.
    await expect
      .poll(async () => (await cards.getByTestId('history-text').allTextContents()).every((t) => t.includes('পার্কে')))
      .toBe(true);
    await page.getByLabel(ui.search, { exact: true }).fill('');

    await page.getByLabel(ui.date, { exact: true }).selectOption({ label: ui.dates.yesterday });
    await expect(page.getByText(ui.empty)).toBeVisible();
    await page.getByLabel(ui.date, { exact: true }).selectOption({ label: ui.dates.today });
    await expect(cards).toHaveCount(5);
    await expect(pageButton(3)).toBeVisible();
    await page.getByLabel(ui.date, { exact: true }).selectOption({ label: ui.dates.last7 });
    await expect(pageButton(3)).toBeVisible();

    // A card opens that analysis on /results.
    await page.getByLabel(ui.type, { exact: true }).selectOption({ label: ui.types.threat });
    await cards.first().click();
    await page.waitForURL(/\/results\?id=/);
    await expect(page.getByTestId('detected-type')).toHaveText(ui.threat);
    await expect(page.getByTestId('highlighted-text')).toHaveText(SENTENCES.threat);
  });
}

test('long histories page with ellipses', async ({ page, request }) => {
  const user = await registerUser(request, 'histlong');
  for (let i = 0; i < 31; i += 1) await analyzeAs(request, user.accessToken, `${SENTENCES.normal} ${i}`);
  await page.goto('/login');
  await fillLoginForm(page, user);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/history');
  const pager = page.getByRole('navigation', { name: 'History pages' });
  const labels = () => pager.locator('button[aria-label^="Page "], span[aria-hidden]').allTextContents();
  await expect(page.getByTestId('history-card')).toHaveCount(5);
  expect(await labels()).toEqual(['1', '2', '3', '4', '…', '7']);
  await pager.getByRole('button', { name: 'Page 4', exact: true }).click();
  await expect(pager.getByRole('button', { name: 'Page 4', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await labels()).toEqual(['1', '…', '3', '4', '5', '…', '7']);
  await pager.getByRole('button', { name: 'Page 7', exact: true }).click();
  await expect(page.getByTestId('history-card')).toHaveCount(1);
});

test('a history past the server page of 500 counts and finds every analysis, in any Bengali encoding', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'hist500');
  // The oldest analysis, typed with decomposed vowel signs (ো as ে + া) and a ZWNJ: page 2 of the server.
  await analyzeAs(request, user.accessToken, 'আমি তোমাকে ভালোবাসি, ফাল\u200cতু কথা নয়'.normalize('NFD'));
  for (let i = 0; i < 502; i += 10) {
    const batch = Array.from({ length: Math.min(10, 502 - i) }, (_, j) => `${SENTENCES.normal} ${i + j}`);
    await Promise.all(batch.map((text) => analyzeAs(request, user.accessToken, text)));
  }
  await page.goto('/login');
  await fillLoginForm(page, user);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/history');
  await expect(page.getByTestId('history-count')).toHaveText('503 analyses');
  const search = page.getByLabel(UI.en.search);
  for (const word of ['ভালোবাসি', 'ফালতু']) {
    await search.fill(word);
    await expect(page.getByTestId('history-count')).toHaveText('1 analysis');
  }
});

test("a second user cannot see or open the first user's analysis", async ({ page, request }) => {
  const owner = await registerUser(request, 'owner');
  const other = await registerUser(request, 'other');
  const id = await analyzeAs(request, owner.accessToken, SENTENCES.threat);
  const asOther = { Authorization: `Bearer ${other.accessToken}` };
  expect((await request.get(`/api/analysis/analyses/${id}/`, { headers: asOther })).status()).toBe(403);
  expect(
    (await request.get(`/api/analysis/analyses/${id}/get_anonymous_analysis/`, { headers: asOther })).status(),
  ).toBe(404);
  expect((await request.get(`/api/analysis/analyses/${id}/word_contributions/`, { headers: asOther })).status()).toBe(
    403,
  );

  await page.goto('/login');
  await fillLoginForm(page, other);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/history');
  await expect(page.getByText(UI.en.empty)).toBeVisible();
  // Even with the id in hand, the app cannot load it for the other user.
  const status = await page.evaluate(async (analysisId) => {
    const token = window.localStorage.getItem('access_token');
    const response = await fetch(`/api/analysis/analyses/${analysisId}/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.status;
  }, id);
  expect(status).toBe(403);
});

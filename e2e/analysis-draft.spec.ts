import { SENTENCES, UI, analyzeAs, openHome, registerUser } from './analysis-helpers';
import { fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// Decision 0087: going back from the results finds the text in the input, to edit it or read it with another model.

test.describe('the text comes back to the input (bn, 390)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the browser's Back and Back to Input keep the text; the menu's Home starts afresh", async ({ page }) => {
    const ui = UI.bn;
    await presetLanguage(page, 'bn');
    await openHome(page);
    const input = page.getByPlaceholder(ui.placeholder);
    await input.fill(SENTENCES.troll);
    await page.getByRole('button', { name: ui.analyze }).click();
    await page.waitForURL(/\/results\?id=/);
    await expect(page.getByTestId('detected-type')).toHaveText(ui.troll);

    // Before, the input came back empty: a phone's user typed the Bengali comment again to change one word.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(input).toHaveValue(SENTENCES.troll);

    await input.fill(SENTENCES.threat);
    await page.getByRole('button', { name: ui.analyze }).click();
    await page.waitForURL(/\/results\?id=/);
    await expect(page.getByTestId('detected-type')).toHaveText(ui.threat);
    await page.getByRole('button', { name: ui.back }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(input).toHaveValue(SENTENCES.threat);

    // A visit to the home page from elsewhere starts with an empty input.
    for (const link of ['আমাদের সম্পর্কে', 'হোম']) {
      await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: link }).click();
    }
    await expect(page).toHaveURL(/\/$/);
    await expect(input).toHaveValue('');
  });
});

test('Back to Input from a result opened in the history puts its text in the input, to read with another model', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'draft');
  await analyzeAs(request, user.accessToken, SENTENCES.normal);
  await presetLanguage(page, 'en');
  await page.goto('/login');
  await fillLoginForm(page, user, LOGIN_LABELS.en);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/history');
  await page.getByTestId('history-card').first().click();
  await page.waitForURL(/\/results\?id=/);
  await page.getByRole('button', { name: UI.en.back }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByPlaceholder(UI.en.placeholder)).toHaveValue(SENTENCES.normal);
  await page.getByLabel('Model', { exact: true }).selectOption('shobdo-v1');
  await page.getByRole('button', { name: UI.en.analyze }).click();
  await page.waitForURL(/\/results\?id=/);
  await expect(page.getByTestId('detected-type')).toHaveText(UI.en.normal);
});

test('after a logout the next person at the browser does not find the text, not even by going back', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'draftout');
  await presetLanguage(page, 'en');
  await page.goto('/login');
  await fillLoginForm(page, user, LOGIN_LABELS.en);
  await page.waitForURL((url) => url.pathname !== '/login');
  await openHome(page);
  const input = page.getByPlaceholder(UI.en.placeholder);
  await input.fill(SENTENCES.threat);
  await page.getByRole('button', { name: UI.en.analyze }).click();
  await page.waitForURL(/\/results\?id=/);
  await page.getByRole('button', { name: UI.en.back }).click();
  await expect(input).toHaveValue(SENTENCES.threat);

  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await expect(page.getByRole('link', { name: 'Log In' }).filter({ visible: true })).toBeVisible();
  await expect(input).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(input).toHaveValue('');
});

import { SENTENCES, analyzeAs, registerUser } from './analysis-helpers';
import { fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// A results link that this visitor cannot read is explained where it was opened (decision 0085): before, the page went
// home without a word, and the owner of an analysis who opened its link signed out never saw it.

test.describe('desktop, English', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a signed-out owner opens the link to their analysis, logs in from the page and lands on it', async ({
    page,
    request,
  }) => {
    const owner = await registerUser(request, 'linkowner');
    const id = await analyzeAs(request, owner.accessToken, SENTENCES.threat);
    await page.goto(`/results?id=${id}`);
    await expect(page.getByRole('heading', { name: 'This analysis cannot be shown', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'It does not exist, or it was saved to an account. If it is yours, log in to see it.',
    );
    await page.screenshot({ path: 'test-results/screenshots/results-unavailable-en-1280.png', fullPage: true });
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/login');
    await fillLoginForm(page, owner, LOGIN_LABELS.en);
    await expect(page).toHaveURL(`/results?id=${id}`);
    await expect(page.getByTestId('detected-type')).toHaveText('Threatening Content');
  });
});

test.describe('phone, Bengali', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("another account's analysis is not shown, and the page says so in Bengali", async ({ page, request }) => {
    const owner = await registerUser(request, 'linkowner');
    const id = await analyzeAs(request, owner.accessToken, SENTENCES.threat);
    const other = await registerUser(request, 'linkother');
    await presetLanguage(page, 'bn');
    await page.goto('/login');
    await fillLoginForm(page, other, LOGIN_LABELS.bn);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/results?id=${id}`);
    await expect(page.getByRole('heading', { name: 'এই বিশ্লেষণটি দেখানো যাচ্ছে না', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('এটি নেই, অথবা এটি অন্য কোনো অ্যাকাউন্টের।');
    await expect(page.getByRole('main').getByRole('link', { name: 'লগ ইন', exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/screenshots/results-unavailable-bn-390.png', fullPage: true });
    await page.getByRole('main').getByRole('link', { name: 'হোমে যান' }).click();
    await expect(page).toHaveURL('/');
  });
});

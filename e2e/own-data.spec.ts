import type { APIRequestContext } from '@playwright/test';
import { SENTENCES } from './analysis-helpers';
import { fillLoginForm, LOGIN_LABELS, logInViaUi, signUpViaApi, type Account } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

/** Issue 30: people delete their own analyses and their account. */

// Several deletions and dialogs in one journey: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Analyses of the account through the real API, oldest first; answers their texts. */
async function analyseViaApi(request: APIRequestContext, account: Account, texts: string[]) {
  const login = await request.post('/api/auth/login/', {
    data: { username: account.username, password: account.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  for (const text of texts) {
    const res = await request.post('/api/analysis/analyses/analyze/', {
      data: { text, model_id: 'bangla-sentiment-v1', analysis_type: 'classification' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
  }
}

test.describe('desktop, English', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a user deletes one analysis, a selection, then all of the history', async ({ page, request }) => {
    const account = await signUpViaApi(request, 'owndata');
    await analyseViaApi(request, account, [
      SENTENCES.normal,
      SENTENCES.troll,
      `${SENTENCES.normal} আবার`,
      `${SENTENCES.troll} আবার`,
    ]);
    await logInViaUi(page, account);
    await page.goto('/history');
    const cards = page.getByTestId('history-card');
    await expect(cards).toHaveCount(4);

    // One, from its own button: asked first, Cancel keeps it.
    await page.getByRole('button', { name: 'Delete this analysis' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Delete this analysis?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(cards).toHaveCount(4);
    await page.getByRole('button', { name: 'Delete this analysis' }).first().click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByTestId('history-deleted')).toHaveText('1 analysis deleted.');
    await expect(cards).toHaveCount(3);

    // A selection of two.
    const boxes = page.getByTestId('history-select');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const selectedDialog = page.getByRole('dialog', { name: 'Delete the selected analyses?' });
    await expect(selectedDialog).toContainText('2 analyses are deleted for good.');
    await selectedDialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByTestId('history-deleted')).toHaveText('2 analyses deleted.');
    await expect(cards).toHaveCount(1);

    // Everything.
    await page.getByRole('button', { name: 'Delete all history' }).click();
    const allDialog = page.getByRole('dialog', { name: 'Delete all of your history?' });
    await allDialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('No analysis history found.')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/own-data-history-en-1280.png', fullPage: true });

    // Gone on the server too.
    await page.reload();
    await expect(page.getByText('No analysis history found.')).toBeVisible();
  });
});

test.describe('phone, Bengali', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a user deletes the account with the password; afterwards it cannot log in', async ({ page, request }) => {
    const account = await signUpViaApi(request, 'ownacct');
    await analyseViaApi(request, account, [SENTENCES.normal]);
    await presetLanguage(page, 'bn');
    await page.goto('/login');
    await fillLoginForm(page, account, LOGIN_LABELS.bn);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/profile');
    const card = page.getByTestId('delete-account');
    await expect(card.getByRole('heading', { name: 'অ্যাকাউন্ট মুছে ফেলুন' })).toBeVisible();
    await expect(card).toContainText('এটি আর ফেরানো যাবে না।');

    // A wrong password is refused and the account stays.
    await card.getByLabel('আপনার পাসওয়ার্ড', { exact: true }).fill('not-the-password');
    await card.getByRole('button', { name: 'আমার অ্যাকাউন্ট মুছুন' }).click();
    const dialog = page.getByRole('dialog', { name: 'আপনার অ্যাকাউন্ট মুছে ফেলবেন?' });
    await dialog.getByRole('button', { name: 'চিরতরে মুছুন' }).click();
    await expect(card.getByRole('alert')).toHaveText('পাসওয়ার্ডটি সঠিক নয়।');
    await page.screenshot({ path: 'test-results/screenshots/own-data-account-bn-390.png', fullPage: true });

    await card.getByLabel('আপনার পাসওয়ার্ড', { exact: true }).fill(account.password);
    await card.getByRole('button', { name: 'আমার অ্যাকাউন্ট মুছুন' }).click();
    await dialog.getByRole('button', { name: 'চিরতরে মুছুন' }).click();
    await expect(page).toHaveURL('/');
    // Signed out here: no token is left in the browser.
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();

    await page.goto('/login');
    await fillLoginForm(page, account, LOGIN_LABELS.bn);
    await expect(page.getByText('ইউজারনেম বা পাসওয়ার্ড সঠিক নয়।')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });
});

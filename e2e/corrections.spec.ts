import type { APIRequestContext, Page } from '@playwright/test';
import Papa from 'papaparse';
import { adminAccount, fillLoginForm, LOGIN_LABELS, newAccount, signUpViaApi } from './support/accounts';
import { presetLanguage } from './support/language';
import { expect, test } from './support/fixtures';
import { SENTENCES, UI as ANALYSIS_UI } from './analysis-helpers';

const UI = {
  en: {
    wrong: 'Wrong result?',
    sexual: 'Sexual Content',
    note: 'Note (optional)',
    send: 'Send correction',
    thanks: 'Thanks — an admin will review it.',
    reported: 'You reported this result as Sexual Content (waiting for review).',
    openMenu: 'Open menu',
    review: 'Review',
    reviewTitle: 'Review corrections',
    accept: (who: string) => `Accept the correction of ${who}`,
    done: '1 corrections updated.',
    status: 'Status',
    accepted: 'accepted',
  },
  bn: {
    wrong: 'ফলাফল ভুল?',
    sexual: 'যৌন বিষয়বস্তু',
    note: 'মন্তব্য (ঐচ্ছিক)',
    send: 'সংশোধন পাঠান',
    thanks: 'ধন্যবাদ — একজন অ্যাডমিন এটি পর্যালোচনা করবেন।',
    reported: 'আপনি এই ফলাফলকে যৌন বিষয়বস্তু বলে জানিয়েছেন (পর্যালোচনার অপেক্ষায়)।',
    openMenu: 'মেনু খুলুন',
    review: 'পর্যালোচনা',
    reviewTitle: 'সংশোধন পর্যালোচনা',
    accept: (who: string) => `${who}-এর সংশোধন গ্রহণ করুন`,
    done: '১টি সংশোধন হালনাগাদ হয়েছে।',
    status: 'অবস্থা',
    accepted: 'গৃহীত',
  },
} as const;

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login/', { data: adminAccount });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A fresh account made a moderator by the admin, through the real admin API. */
async function newModerator(request: APIRequestContext, token: string) {
  const account = newAccount('mod');
  const reg = await request.post('/api/auth/register/', {
    data: { ...account, password_confirm: account.password, preferred_language: 'en' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { user } = (await reg.json()) as { user: { id: string } };
  const change = await request.post(`/api/users/users/${user.id}/role/`, {
    data: { role: 'moderator' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(change.status(), await change.text()).toBe(200);
  return account;
}

/** Signs out by forgetting the session in this browser, then signs in as someone else. */
async function signInAs(page: Page, account: { username: string; password: string }, language: 'en' | 'bn') {
  await page.context().clearCookies();
  await page.evaluate(() => {
    for (const key of ['access_token', 'refresh_token', 'user', 'isAuthenticated', 'lastLoginTime', 'rememberMe'])
      window.localStorage.removeItem(key);
  });
  await page.goto('/login');
  await fillLoginForm(page, account, LOGIN_LABELS[language]);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The agreement row of the default model on the admin dashboard. */
async function agreementRow(page: Page): Promise<string> {
  await page.goto('/dashboard');
  const row = page.getByRole('row', { name: /bangla-sentiment-v1/ });
  // The card is the dashboard's last query; a busy machine takes a while to get there.
  await expect(row).toBeVisible({ timeout: 30_000 });
  return (await row.textContent()) ?? '';
}

for (const { language, width } of [
  { language: 'en' as const, width: 1280 },
  { language: 'bn' as const, width: 390 },
]) {
  test.describe(`corrections (${language}, ${width})`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a user reports a wrong result, a moderator accepts it, the export and the dashboard show it', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const ui = UI[language];
      await presetLanguage(page, language);
      const user = await signUpViaApi(request, 'corr');
      const token = await adminToken(request);
      const moderator = await newModerator(request, token);
      // A text of its own per run, so the export's row is this run's.
      const text = `${SENTENCES.normal} ${user.username}`;

      // The user analyses a text and says the result is wrong.
      await page.goto('/login');
      await fillLoginForm(page, user, LOGIN_LABELS[language]);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto('/');
      await page.getByPlaceholder(ANALYSIS_UI[language].placeholder).fill(text);
      await page.getByRole('button', { name: ANALYSIS_UI[language].analyze }).click();
      await expect(page.getByRole('heading', { name: ANALYSIS_UI[language].title })).toBeVisible();
      await page.getByRole('button', { name: ui.wrong }).click();
      await page.getByRole('radio', { name: ui.sexual }).check();
      await page.getByLabel(ui.note).fill('e2e');
      await page.getByRole('button', { name: ui.send }).click();
      await expect(page.getByText(ui.thanks)).toBeVisible();
      await expect(page.getByText(ui.reported)).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/corrections-results-${language}-${width}.png` });

      // The admin's figure before the review.
      await signInAs(page, adminAccount, language);
      const before = await agreementRow(page);

      // The moderator finds it on /review through the navigation and accepts it.
      await signInAs(page, moderator, language);
      await page.goto('/');
      // On a phone the navigation is in the side menu.
      if (width < 768) await page.getByRole('button', { name: ui.openMenu }).click();
      await page.getByRole('link', { name: ui.review, exact: true }).filter({ visible: true }).click();
      await expect(page.getByRole('heading', { name: ui.reviewTitle })).toBeVisible();
      await expect(page.getByRole('button', { name: ui.accept(user.username) })).toBeVisible();
      // The wide table scrolls inside its frame; the page itself is no wider than the screen (its hidden column
      // heading once stretched a phone's page sideways).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.getByRole('button', { name: ui.accept(user.username) }).click();
      await expect(page.getByRole('status')).toHaveText(ui.done);
      await page.getByLabel(ui.status).selectOption('accepted');
      await expect(page).toHaveURL(/status=accepted/);
      const row = page.getByRole('row').filter({ hasText: user.username });
      await expect(row).toContainText(ui.accepted);
      await expect(row).toContainText(ui.sexual);
      await page.screenshot({
        path: `test-results/screenshots/corrections-review-${language}-${width}.png`,
        fullPage: true,
      });

      // The export (admin) holds the row; the dashboard's figure moved.
      const csv = await request.get('/api/moderation/feedback/export/?status=accepted', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(csv.status()).toBe(200);
      const rows = Papa.parse<Record<string, string>>((await csv.text()).replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: true,
      }).data;
      expect(rows.find((r) => r.text === text)).toMatchObject({ label: 'sexual', model_id: 'bangla-sentiment-v1' });
      await signInAs(page, adminAccount, language);
      await expect.poll(() => agreementRow(page), { timeout: 90_000 }).not.toBe(before);
      await page.screenshot({
        path: `test-results/screenshots/corrections-dashboard-${language}-${width}.png`,
        fullPage: true,
      });
    });
  });
}

for (const { language, width } of [
  { language: 'bn' as const, width: 390 },
  { language: 'en' as const, width: 1280 },
]) {
  test(`a visitor who logs in to report a result is offered to analyse it again, then reports it (${language}, ${width})`, async ({
    page,
    request,
  }) => {
    const words =
      language === 'en'
        ? {
            signIn: 'Wrong result? Log in and analyse the text again to report it.',
            anonymous: /made before you logged in/,
            again: 'Analyse again',
          }
        : {
            signIn: 'ফলাফল ভুল? জানাতে লগ ইন করে লেখাটি আবার বিশ্লেষণ করুন।',
            anonymous: /লগ ইন করার আগে করা/,
            again: 'আবার বিশ্লেষণ করুন',
          };
    await page.setViewportSize({ width, height: 900 });
    await presetLanguage(page, language);
    const user = await signUpViaApi(request, 'again');
    const text = `${SENTENCES.normal} ${user.username}`;
    await page.goto('/');
    await page.getByPlaceholder(ANALYSIS_UI[language].placeholder).fill(text);
    await page.getByRole('button', { name: ANALYSIS_UI[language].analyze }).click();
    await page.waitForURL(/\/results\?id=/);
    const anonymousUrl = page.url();

    // The link sends the visitor to log in and back to this result, which belongs to no account.
    await page.getByRole('link', { name: words.signIn }).click();
    await fillLoginForm(page, user, LOGIN_LABELS[language]);
    await page.waitForURL(anonymousUrl);
    // Before, nothing was offered here: the report link was gone and the text had to be typed again.
    await expect(page.getByText(words.anonymous)).toBeVisible();
    await page.getByRole('button', { name: words.again }).click();
    await page.waitForURL((url) => url.href !== anonymousUrl && url.pathname === '/results');
    await expect(page.getByTestId('highlighted-text')).toContainText(user.username);

    const ui = UI[language];
    await page.getByRole('button', { name: ui.wrong }).click();
    await page.getByRole('radio', { name: ui.sexual }).check();
    await page.getByRole('button', { name: ui.send }).click();
    await expect(page.getByText(ui.thanks)).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/corrections-again-${language}-${width}.png` });
  });
}

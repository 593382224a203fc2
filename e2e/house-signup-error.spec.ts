import type { Locator, Page } from '@playwright/test';
import { LOGIN_LABELS, newAccount, signUpViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

/**
 * On a phone the sign-up's submit button is a screen below the error line, under a sticky navigation
 * bar. A failed press must bring the error into view below the bar and move the focus to it; editing a
 * field clears it. Desktop and phone, English and Bengali; the login form likewise.
 */
const UI = {
  en: {
    signup: {
      username: 'Username',
      email: 'Email',
      password: 'Password',
      confirm: 'Confirm Password',
      terms: /Terms of Service/,
      submit: 'Create Account',
    },
    mismatch: 'Passwords do not match',
    taken: /username/i,
    badLogin: 'Invalid username or password.',
  },
  bn: {
    signup: {
      username: 'ইউজারনেম',
      email: 'ইমেইল',
      password: 'পাসওয়ার্ড',
      confirm: 'পাসওয়ার্ড নিশ্চিত করুন',
      terms: /শর্তাবলি/,
      submit: 'অ্যাকাউন্ট তৈরি করুন',
    },
    mismatch: 'পাসওয়ার্ড দুটি মেলেনি',
    taken: /ইউজারনেম/,
    badLogin: 'ইউজারনেম বা পাসওয়ার্ড সঠিক নয়।',
  },
} as const;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The alert is wholly on screen and not under the sticky navigation bar (smooth scrolling settles first). */
async function expectSeenBelowHeader(page: Page, alert: Locator) {
  const viewport = page.viewportSize()!;
  const header = await page.getByRole('banner').first().boundingBox();
  await expect
    .poll(async () => {
      const box = await alert.boundingBox();
      if (!box || !header) return 'not laid out';
      if (box.y < header.y + header.height - 1) return `under the header (${box.y} < ${header.y + header.height})`;
      if (box.y + box.height > viewport.height) return `below the screen (${box.y + box.height} > ${viewport.height})`;
      return 'seen';
    })
    .toBe('seen');
}

for (const viewport of VIEWPORTS) {
  for (const language of ['en', 'bn'] as const) {
    const ui = UI[language];
    test.describe(`${language}, ${viewport.name}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await presetLanguage(page, language);
      });

      test('a sign-up error is brought into view below the bar, focused, and cleared by an edit', async ({
        page,
        request,
      }, testInfo) => {
        const taken = await signUpViaApi(request, 'taken');
        const account = newAccount('house');
        await page.goto('/signup');
        const labels = ui.signup;
        await page.getByLabel(labels.username, { exact: true }).fill(account.username);
        await page.getByLabel(labels.email, { exact: true }).fill(account.email);
        await page.getByLabel(labels.password, { exact: true }).fill(account.password);
        await page.getByLabel(labels.confirm, { exact: true }).fill(`${account.password}x`);
        await page.getByRole('checkbox', { name: labels.terms }).check();
        const submit = page.getByRole('button', { name: labels.submit, exact: true });
        await submit.scrollIntoViewIfNeeded();
        await submit.click();

        const alert = page.getByRole('alert');
        await expect(alert).toHaveText(ui.mismatch);
        await expect(alert).toBeFocused();
        await expectSeenBelowHeader(page, alert);
        const path = testInfo.outputPath(`signup-error-${language}-${viewport.name}.png`);
        await page.screenshot({ path });
        await testInfo.attach(`sign-up error ${language} ${viewport.name}`, { path, contentType: 'image/png' });

        // The old message belongs to the old values.
        await page.getByLabel(labels.confirm, { exact: true }).fill(account.password);
        await expect(alert).toHaveCount(0);

        // The server's refusal (a username already taken) behaves the same.
        await page.getByLabel(labels.username, { exact: true }).fill(taken.username);
        await submit.scrollIntoViewIfNeeded();
        await submit.click();
        await expect(alert).toContainText(ui.taken);
        await expect(alert).toBeFocused();
        await expectSeenBelowHeader(page, alert);
        await page.getByLabel(labels.username, { exact: true }).fill(account.username);
        await expect(alert).toHaveCount(0);
      });

      test('a login error is brought into view, focused, and cleared by an edit', async ({ page }) => {
        const labels = LOGIN_LABELS[language];
        await page.goto('/login');
        await page.getByLabel(labels.username).fill('nobody-here');
        await page.getByLabel(labels.password, { exact: true }).fill('wrong-password');
        await page.getByRole('button', { name: labels.submit, exact: true }).click();
        const alert = page.getByRole('alert');
        await expect(alert).toHaveText(ui.badLogin);
        await expect(alert).toBeFocused();
        await expectSeenBelowHeader(page, alert);
        await page.getByLabel(labels.password, { exact: true }).fill('another-password');
        await expect(alert).toHaveCount(0);
      });
    });
  }
}

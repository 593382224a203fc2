import type { APIRequestContext, Page } from '@playwright/test';
import { fillLoginForm, LOGIN_LABELS, signUpViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

const LABELS = {
  en: {
    section: 'API keys',
    name: 'Key name',
    create: 'Create key',
    key: 'The new API key',
    once: /you will not see it again/,
    copy: 'Copy',
    copied: 'Copied',
    done: 'I have copied it',
    requests: 'Requests',
    never: 'Never',
    revoke: 'Revoke',
    revokeNamed: (name: string) => `Revoke the key ${name}`,
    confirm: 'Revoke this key?',
    empty: 'You have no API keys yet.',
    one: '1',
  },
  bn: {
    section: 'API কী',
    name: 'কীর নাম',
    create: 'কী তৈরি করুন',
    key: 'নতুন API কী',
    once: /আর কখনো দেখতে পাবেন না/,
    copy: 'কপি করুন',
    copied: 'কপি হয়েছে',
    done: 'আমি কপি করে নিয়েছি',
    requests: 'অনুরোধ',
    never: 'কখনো না',
    revoke: 'বাতিল করুন',
    revokeNamed: (name: string) => `${name} কীটি বাতিল করুন`,
    confirm: 'এই কী বাতিল করবেন?',
    empty: 'আপনার এখনো কোনো API কী নেই।',
    one: '১',
  },
} as const;

const analyzeWithKey = (request: APIRequestContext, key: string) =>
  request.post('/api/analysis/analyses/analyze/', {
    headers: { 'x-api-key': key },
    data: { text: 'আজ আমাদের দল খেলায় জিতেছে, আমি খুব খুশি।', model_id: 'shobdo-v1', analysis_type: 'classification' },
  });

async function runJourney(page: Page, request: APIRequestContext, language: 'en' | 'bn') {
  const ui = LABELS[language];
  const account = await signUpViaApi(request, `keys${language}`);
  await page.goto('/login');
  await fillLoginForm(page, account, LOGIN_LABELS[language]);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: ui.section });
  await expect(section.getByText(ui.empty)).toBeVisible();

  // Create: the whole key is shown once, with a copy button and the warning.
  await section.getByLabel(ui.name).fill('Moderation bot');
  await section.getByRole('button', { name: ui.create }).click();
  const keyField = section.getByLabel(ui.key);
  await expect(keyField).toHaveValue(/^shb_[A-Za-z0-9]{40}$/);
  await expect(section.getByText(ui.once)).toBeVisible();
  const key = await keyField.inputValue();
  await section.getByRole('button', { name: ui.copy, exact: true }).click();
  await expect(section.getByRole('button', { name: ui.copied, exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await section.getByRole('button', { name: ui.done }).click();
  await expect(keyField).toHaveCount(0);
  const row = section.getByRole('listitem').filter({ hasText: 'Moderation bot' });
  await expect(row.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
  await expect(row.locator(`dt:text-is("${ui.requests}") + dd`)).toHaveText(language === 'en' ? '0' : '০');
  // The key is nowhere on the page any more.
  await expect(page.getByText(key.slice(12))).toHaveCount(0);

  // A program uses it; the list shows the request and when.
  const used = await analyzeWithKey(request, key);
  expect(used.status(), await used.text()).toBe(200);
  await page.reload();
  await expect(row.locator(`dt:text-is("${ui.requests}") + dd`)).toHaveText(ui.one);
  await expect(row.getByText(ui.never)).toHaveCount(0);

  // Revoke, with confirmation; the key is refused at once.
  await row.getByRole('button', { name: ui.revokeNamed('Moderation bot') }).click();
  const dialog = page.getByRole('dialog', { name: ui.confirm });
  await dialog.getByRole('button', { name: ui.revoke }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByText(ui.empty)).toBeVisible();
  const refused = await analyzeWithKey(request, key);
  expect(refused.status()).toBe(401);
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('a user creates an API key on the profile page, a program uses it, the user revokes it (English, 1280)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await runJourney(page, request, 'en');
});

test('the same in Bengali on a phone (390)', async ({ page, request }) => {
  await presetLanguage(page, 'bn');
  await page.setViewportSize({ width: 390, height: 844 });
  await runJourney(page, request, 'bn');
  // Nothing sticks out sideways on the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

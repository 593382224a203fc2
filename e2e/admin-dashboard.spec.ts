import type { APIRequestContext, Page } from '@playwright/test';
import { adminAccount, fillLoginForm, LOGIN_LABELS, newAccount } from './support/accounts';
import { presetLanguage } from './support/language';
import { expect, test } from './support/fixtures';

async function tokenOf(request: APIRequestContext, account: { username: string; password: string }) {
  const res = await request.post('/api/auth/login/', {
    data: { username: account.username, password: account.password },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

async function dashboardFigures(request: APIRequestContext, token: string, modelId = 'bangla-sentiment-v1') {
  const res = await request.get(`/api/analytics/dashboard/?model_id=${modelId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).summary as { total_analyses: number; total_users: number; total_visits: number };
}

/** A new user with a country and an age signs up, analyses twice and visits two pages. */
async function makeActivity(page: Page, request: APIRequestContext) {
  const account = newAccount('dash');
  const reg = await request.post('/api/auth/register/', {
    data: { ...account, password_confirm: account.password, preferred_language: 'en', country: 'Bangladesh', age: 24 },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const token = (await reg.json()).access_token as string;
  for (const text of ['তুমি খুব ভালো মানুষ', 'এই ভিডিওটা দারুণ']) {
    const res = await request.post('/api/analysis/analyses/analyze/', {
      data: { text, model_id: 'bangla-sentiment-v1' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
  }
  const visit = page.waitForResponse((r) => r.url().includes('/api/analytics/track_visit/') && r.status() === 201);
  await page.goto('/about');
  await visit;
  return account;
}

const statCard = (page: Page, title: string) =>
  page.getByTestId('stat-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('admin dashboard, English, desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin sees the numbers after sign-ups, analyses and visits; Week, Month, Custom; model change', async ({
    page,
    request,
  }) => {
    const adminToken = await tokenOf(request, adminAccount);
    const before = await dashboardFigures(request, adminToken);
    await makeActivity(page, request);
    const after = await dashboardFigures(request, adminToken);
    expect(after.total_analyses).toBe(before.total_analyses + 2);
    expect(after.total_users).toBe(before.total_users + 1);

    await page.goto('/login');
    await fillLoginForm(page, adminAccount);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(statCard(page, 'Total Analyses')).toContainText(after.total_analyses.toLocaleString('en-US'));
    await expect(statCard(page, 'Total Visits')).toContainText(/\d/);
    const demographics = page.getByRole('region', { name: 'User Demographics' });
    await expect(demographics).toContainText(after.total_users.toLocaleString('en-US'));
    await expect(demographics.getByRole('list', { name: 'Top Countries' })).toContainText('Bangladesh');
    await expect(page.getByRole('region', { name: 'Top Users' }).getByRole('table')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Insights' })).toContainText('Most Active Hour');

    // Week (default): seven days, as a table too.
    const usage = page.getByRole('region', { name: 'Usage', exact: true });
    await usage.getByRole('button', { name: 'Show as table' }).click();
    await expect(usage.getByRole('table').locator('tbody tr')).toHaveCount(7);
    // Month: the days of this month so far.
    await usage.getByRole('button', { name: 'Month', exact: true }).click();
    const dayOfMonth = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric' }).format(new Date()),
    );
    await expect(usage.getByRole('table').locator('tbody tr')).toHaveCount(dayOfMonth);
    // Custom: the end before the start is refused, a valid range applies and closes the panel.
    await usage.getByRole('button', { name: 'Custom', exact: true }).click();
    await usage.getByLabel('From').fill('2026-03-10');
    await usage.getByLabel('To').fill('2026-03-08');
    await usage.getByRole('button', { name: 'Apply' }).click();
    await expect(usage.getByRole('alert')).toHaveText('End date cannot be before start date');
    // A range longer than the server draws is refused in the page's words, not sent to fail as an empty chart.
    await usage.getByLabel('From').fill('2020-01-01');
    await usage.getByRole('button', { name: 'Apply' }).click();
    await expect(usage.getByRole('alert')).toHaveText('The range can be at most 366 days');
    await usage.getByLabel('From').fill('2026-03-10');
    await usage.getByLabel('To').fill('2026-03-12');
    await usage.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('custom-range-panel')).toHaveCount(0);
    await expect(usage.getByRole('table').locator('tbody tr')).toHaveCount(3);
    await expect(usage.getByRole('table')).toContainText('Mar 10, 2026');

    // Model change reloads the figures for that model.
    const sentiment = await dashboardFigures(request, adminToken, 'sentiment-pro');
    await page.getByRole('combobox', { name: 'Model' }).selectOption('sentiment-pro');
    await expect(page.getByRole('region', { name: 'Model Status' })).toContainText('sentiment-pro');
    await expect(statCard(page, 'Total Analyses')).toContainText(sentiment.total_analyses.toLocaleString('en-US'));
    await page.getByRole('combobox', { name: 'Model' }).selectOption('multilingual-v1');
    await expect(page.getByRole('region', { name: 'Model Status' })).toContainText('multilingual-v1');
    await expect(page.getByRole('region', { name: 'Model Status' })).toContainText('Active');
    await page.getByRole('combobox', { name: 'Model' }).selectOption('bangla-sentiment-v1');
    await page.screenshot({ path: 'test-results/screenshots/desktop-en-admin-dashboard.png', fullPage: true });

    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a signed-in user is turned away from the dashboard', async ({ page, request }) => {
    const account = newAccount('plain');
    const reg = await request.post('/api/auth/register/', {
      data: { ...account, password_confirm: account.password, preferred_language: 'en' },
    });
    expect(reg.status()).toBe(201);
    await page.goto('/login');
    await fillLoginForm(page, account);
    await page.waitForURL('/');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
    const res = await request.get('/api/analytics/dashboard/', {
      headers: { authorization: `Bearer ${(await reg.json()).access_token}` },
    });
    expect(res.status()).toBe(403);
  });
});

test.describe('admin dashboard, Bengali, phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard reads in Bengali with Bengali digits and month names', async ({ page, request }) => {
    await presetLanguage(page, 'bn');
    await makeActivity(page, request);
    await page.goto('/login');
    await fillLoginForm(page, adminAccount, LOGIN_LABELS.bn);
    await expect(page.getByRole('heading', { name: 'অ্যাডমিন ড্যাশবোর্ড' })).toBeVisible();
    const card = statCard(page, 'মোট বিশ্লেষণ');
    await expect(card).toContainText(/[০-৯]/);
    await expect(card).not.toContainText(/[0-9]/);
    // The new user's country, stored by its English name, is named in Bengali.
    const countries = page
      .getByRole('region', { name: 'ব্যবহারকারীদের পরিচিতি' })
      .getByRole('list', { name: 'শীর্ষ দেশ' });
    await expect(countries).toContainText('বাংলাদেশ');
    await expect(countries).not.toContainText('Bangladesh');
    const usage = page.getByRole('region', { name: 'ব্যবহার', exact: true });
    await usage.getByRole('button', { name: 'সারণি হিসেবে দেখুন' }).click();
    await expect(usage.getByRole('table').locator('tbody tr')).toHaveCount(7);
    await expect(usage.getByRole('table')).not.toContainText(/[0-9]/);
    await usage.getByRole('button', { name: 'নিজে বাছুন' }).click();
    await usage.getByLabel('শুরু').fill('2026-01-05');
    await usage.getByLabel('শেষ').fill('2026-01-01');
    await usage.getByRole('button', { name: 'প্রয়োগ করুন' }).click();
    await expect(usage.getByRole('alert')).toHaveText('শেষের তারিখ শুরুর তারিখের আগে হতে পারে না');
    await usage.getByLabel('শুরু').fill('2020-01-01');
    await usage.getByRole('button', { name: 'প্রয়োগ করুন' }).click();
    await expect(usage.getByRole('alert')).toHaveText('সময়সীমা সর্বোচ্চ ৩৬৬ দিনের হতে পারে');
    await usage.getByLabel('শুরু').fill('2026-01-05');
    await usage.getByLabel('শেষ').fill('2026-01-06');
    await usage.getByRole('button', { name: 'প্রয়োগ করুন' }).click();
    await expect(usage.getByRole('table')).toContainText('জানু');
    // Nothing is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/screenshots/phone-bn-admin-dashboard.png', fullPage: true });
    // The admin drawer opens on the phone.
    await page.getByRole('button', { name: /মেনু/ }).first().click();
    await expect(page.getByRole('link', { name: 'ড্যাশবোর্ড' }).filter({ visible: true })).toBeVisible();
  });
});

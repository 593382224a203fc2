import type { APIRequestContext } from '@playwright/test';
import { adminAccount, fillLoginForm, LOGIN_LABELS, newAccount } from './support/accounts';
import { presetLanguage } from './support/language';
import { expect, test } from './support/fixtures';

/** A new account that an admin makes a moderator through the role-change API; returns it with its new token. */
async function newModerator(request: APIRequestContext) {
  const account = newAccount('mod');
  const reg = await request.post('/api/auth/register/', {
    data: { ...account, password_confirm: account.password, preferred_language: 'en' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { user } = (await reg.json()) as { user: { id: string } };
  const admin = await request.post('/api/auth/login/', {
    data: { username: adminAccount.username, password: adminAccount.password },
  });
  expect(admin.status()).toBe(200);
  const adminToken = (await admin.json()).access_token as string;
  const change = await request.post(`/api/users/users/${user.id}/role/`, {
    data: { role: 'moderator' },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(change.status(), await change.text()).toBe(200);
  const login = await request.post('/api/auth/login/', {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { access_token: string; user: { role: string } };
  expect(body.user.role).toBe('moderator');
  return { account, token: body.access_token };
}

/** What the server answers a moderator on the analytics API: every read and refresh is for admins only. */
async function expectAnalyticsForbidden(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  for (const url of [
    '/api/analytics/dashboard/',
    '/api/analytics/user_demographics/',
    '/api/analytics/usage_chart/?filter_type=week',
    '/api/users/users/admin_dashboard/',
  ]) {
    const res = await request.get(url, { headers });
    expect(res.status(), url).toBe(403);
  }
  const update = await request.post('/api/analytics/countries/update/', { data: {}, headers });
  expect(update.status()).toBe(403);
}

for (const { language, width, heading } of [
  { language: 'en' as const, width: 1280, heading: 'Admin Dashboard' },
  { language: 'bn' as const, width: 390, heading: 'অ্যাডমিন ড্যাশবোর্ড' },
]) {
  test.describe(`a moderator is turned away from the admin dashboard (${language}, ${width})`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the page sends a moderator home and the analytics API answers 403', async ({ page, request }) => {
      await presetLanguage(page, language);
      const { account, token } = await newModerator(request);
      await page.goto('/login');
      await fillLoginForm(page, account, LOGIN_LABELS[language]);
      await page.waitForURL((url) => url.pathname !== '/login');
      const dashboardCalls: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/analytics/dashboard/')) dashboardCalls.push(req.url());
      });
      await page.goto('/dashboard');
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
      // The page asked the server for nothing of the dashboard's.
      expect(dashboardCalls).toEqual([]);
      await page.screenshot({
        path: `test-results/screenshots/moderator-${language}-${width}-dashboard-turned-away.png`,
      });
      await expectAnalyticsForbidden(request, token);
    });
  });
}

import type { APIRequestContext } from '@playwright/test';
import { registerUser } from './analysis-helpers';
import { adminAccount, fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// An admin finds a user's API keys in the user's row of the users page and revokes a leaked one: the program
// using it is refused at once, the user's other key keeps working, and the audit log names the revocation.
const UI = {
  en: {
    search: 'Search users',
    open: (name: string) => `API keys of ${name}`,
    revokeNamed: (key: string) => `Revoke the key ${key}`,
    confirm: 'Revoke this key?',
    close: 'Close',
    audit: 'Admin activity',
  },
  bn: {
    search: 'ব্যবহারকারী খুঁজুন',
    open: (name: string) => `${name}-এর API কী`,
    revokeNamed: (key: string) => `${key} কীটি বাতিল করুন`,
    confirm: 'এই কী বাতিল করবেন?',
    close: 'বন্ধ করুন',
    audit: 'অ্যাডমিন কার্যকলাপ',
  },
} as const;

const analyzeWithKey = (request: APIRequestContext, key: string) =>
  request.post('/api/analysis/analyses/analyze/', {
    headers: { 'x-api-key': key },
    data: { text: 'আজ আমাদের দল খেলায় জিতেছে, আমি খুব খুশি।', analysis_type: 'classification' },
  });

for (const { language, viewport } of [
  { language: 'en', viewport: { width: 1280, height: 800 } },
  { language: 'bn', viewport: { width: 390, height: 844 } },
] as const) {
  test(`an admin revokes a user's leaked API key from the users page (${language}, ${viewport.width})`, async ({
    page,
    request,
  }) => {
    const ui = UI[language];
    const owner = await registerUser(request, `akadm${language}`);
    const keys: Record<string, string> = {};
    for (const name of ['Leaked bot', 'Night job']) {
      const created = await request.post('/api/users/users/me/api_keys/', {
        headers: { authorization: `Bearer ${owner.accessToken}` },
        data: { name },
      });
      expect(created.status(), await created.text()).toBe(201);
      keys[name] = ((await created.json()) as { key: string }).key;
    }
    expect((await analyzeWithKey(request, keys['Leaked bot']!)).status()).toBe(200);

    await page.setViewportSize(viewport);
    await presetLanguage(page, language);
    await page.goto('/login');
    await fillLoginForm(page, adminAccount, LOGIN_LABELS[language]);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/users');
    await page.getByLabel(ui.search).fill(owner.username);
    await expect(page.getByRole('row').filter({ hasText: owner.email })).toHaveCount(1);

    await page.getByRole('button', { name: ui.open(owner.username) }).click();
    const dialog = page.getByRole('dialog', { name: ui.open(owner.username) });
    const leaked = dialog.getByRole('listitem').filter({ hasText: 'Leaked bot' });
    await expect(leaked).toContainText(`${keys['Leaked bot']!.slice(0, 12)}…`);
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    // The whole key is never shown to the admin.
    await expect(dialog.getByText(keys['Leaked bot']!)).toHaveCount(0);

    await leaked.getByRole('button', { name: ui.revokeNamed('Leaked bot') }).click();
    await leaked.getByRole('button', { name: ui.confirm }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem')).toContainText('Night job');
    if (viewport.width < 400) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'page wider than the phone').toBeLessThanOrEqual(0);
    }
    await dialog.getByRole('button', { name: ui.close }).last().click();
    await expect(dialog).toHaveCount(0);

    expect((await analyzeWithKey(request, keys['Leaked bot']!)).status()).toBe(401);
    expect((await analyzeWithKey(request, keys['Night job']!)).status()).toBe(200);
    const audit = await request.get('/api/analytics/admin_audit_log/?page=1', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
    });
    expect(audit.status(), await audit.text()).toBe(200);
    expect(JSON.stringify(await audit.json())).toContain(`${owner.username}: Leaked bot`);
  });
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login/', { data: adminAccount });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

import { registerUser } from './analysis-helpers';
import { adminAccount, fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const UI = {
  en: {
    title: 'Users Management',
    search: 'Search users',
    select: (name: string) => `Select ${name}`,
    deactivate: (n: string) => `Deactivate (${n})`,
    activate: (n: string) => `Activate (${n})`,
    deactivated: '1 user(s) deactivated.',
    activated: '1 user(s) activated.',
    inactive: 'Inactive',
    active: 'Active',
    roleOf: (name: string) => `Role of ${name}`,
    moderator: 'Moderator',
    roleDone: (name: string) => `${name} is now Moderator.`,
    reset: (name: string) => `Reset password for ${name}`,
    newPassword: 'New password',
    setPassword: 'Set password',
    resetDone: (name: string) => `The password of ${name} was reset.`,
    showing: 'Showing 1 to 1 of 1 results',
    pageOf: 'Page 1 of 1',
    empty: 'No users found.',
    audit: 'Admin activity',
    one: '1',
    pager: 'Users pages',
  },
  bn: {
    title: 'ব্যবহারকারী ব্যবস্থাপনা',
    search: 'ব্যবহারকারী খুঁজুন',
    select: (name: string) => `${name} নির্বাচন করুন`,
    deactivate: (n: string) => `নিষ্ক্রিয় করুন (${n})`,
    activate: (n: string) => `সক্রিয় করুন (${n})`,
    deactivated: '১ জন ব্যবহারকারী নিষ্ক্রিয় হয়েছেন।',
    activated: '১ জন ব্যবহারকারী সক্রিয় হয়েছেন।',
    inactive: 'নিষ্ক্রিয়',
    active: 'সক্রিয়',
    roleOf: (name: string) => `${name}-এর ভূমিকা`,
    moderator: 'মডারেটর',
    roleDone: (name: string) => `${name} এখন মডারেটর।`,
    reset: (name: string) => `${name}-এর পাসওয়ার্ড রিসেট`,
    newPassword: 'নতুন পাসওয়ার্ড',
    setPassword: 'পাসওয়ার্ড সেট করুন',
    resetDone: (name: string) => `${name}-এর পাসওয়ার্ড রিসেট হয়েছে।`,
    showing: '১টি ফলাফলের মধ্যে ১ থেকে ১ দেখানো হচ্ছে',
    pageOf: 'পৃষ্ঠা ১ / ১',
    empty: 'কোনো ব্যবহারকারী পাওয়া যায়নি।',
    audit: 'অ্যাডমিন কার্যকলাপ',
    one: '১',
    pager: 'ব্যবহারকারীদের পৃষ্ঠা',
  },
} as const;

for (const { name: width, viewport } of WIDTHS) {
  for (const language of ['en', 'bn'] as const) {
    const ui = UI[language];
    test.describe(`users management (${language}, ${width})`, () => {
      test.use({ viewport });

      test('find a user, deactivate and reactivate, change the role, reset the password', async ({ page, request }) => {
        const target = await registerUser(request, `um${language}${width[0]}`);
        await presetLanguage(page, language);
        await page.goto('/login');
        await fillLoginForm(page, adminAccount, LOGIN_LABELS[language]);
        await page.waitForURL('**/dashboard');
        await page.goto('/dashboard/users');
        await expect(page.getByRole('heading', { name: ui.title, level: 1 })).toBeVisible();

        await page.getByLabel(ui.search).fill(target.username);
        const pager = page.getByRole('navigation', { name: ui.pager });
        await expect(pager.getByText(ui.showing)).toBeVisible();
        await expect(pager.getByText(ui.pageOf)).toBeVisible();
        const row = page.getByRole('row').filter({ hasText: target.email });
        await expect(row).toHaveCount(1);
        await expect(row.getByText(ui.active, { exact: true })).toBeVisible();

        // Deactivate: the user's open session and new sign-ins are refused.
        await page.getByRole('checkbox', { name: ui.select(target.username) }).check();
        await page.getByRole('button', { name: ui.deactivate(ui.one), exact: true }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: ui.deactivate(ui.one), exact: true })
          .click();
        await expect(page.getByText(ui.deactivated)).toBeVisible();
        await expect(row.getByText(ui.inactive, { exact: true })).toBeVisible();
        const me = await request.get('/api/auth/user/', { headers: { Authorization: `Bearer ${target.accessToken}` } });
        expect(me.status()).toBe(401);
        const refused = await request.post('/api/auth/login/', {
          data: { username: target.username, password: target.password },
        });
        expect(refused.status()).toBe(403);

        // Reactivate: signing in works again.
        await page.getByRole('checkbox', { name: ui.select(target.username) }).check();
        await page.getByRole('button', { name: ui.activate(ui.one), exact: true }).click();
        await expect(page.getByText(ui.activated)).toBeVisible();
        await expect(row.getByText(ui.active, { exact: true })).toBeVisible();
        const back = await request.post('/api/auth/login/', {
          data: { username: target.username, password: target.password },
        });
        expect(back.status()).toBe(200);
        const fresh = (await back.json()) as { access_token: string };
        expect(
          (
            await request.get('/api/auth/user/', { headers: { Authorization: `Bearer ${fresh.access_token}` } })
          ).status(),
        ).toBe(200);

        // Role change, confirmed.
        await page.getByLabel(ui.roleOf(target.username)).selectOption('moderator');
        await page.getByRole('dialog').getByRole('button', { name: ui.moderator }).click();
        await expect(page.getByText(ui.roleDone(target.username))).toBeVisible();
        await expect(page.getByLabel(ui.roleOf(target.username))).toHaveValue('moderator');

        // Password reset: the new password signs in.
        const opener = page.getByRole('button', { name: ui.reset(target.username) });
        await opener.click();
        const dialog = page.getByRole('dialog', { name: ui.reset(target.username) });
        await dialog.getByLabel(ui.newPassword).fill('Brand-new-pass-9');
        await dialog.getByRole('button', { name: ui.setPassword }).click();
        await expect(page.getByText(ui.resetDone(target.username))).toBeVisible();
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
        const withNew = await request.post('/api/auth/login/', {
          data: { username: target.username, password: 'Brand-new-pass-9' },
        });
        expect(withNew.status()).toBe(200);

        // The audit log names every action.
        await expect(page.getByRole('heading', { name: ui.audit })).toBeVisible();
        await expect(
          page
            .getByRole('table', {
              name: ui.audit === 'Admin activity' ? 'Admin activity log' : 'অ্যাডমিন কার্যকলাপের লগ',
            })
            .getByRole('row')
            .filter({ hasText: target.username }),
        ).toHaveCount(4);
        await page.screenshot({
          path: `test-results/screenshots/admin-users-${width}-${language}.png`,
          fullPage: true,
        });

        await page.getByLabel(ui.search).fill(`${target.username}-nobody`);
        await expect(page.getByText(ui.empty)).toBeVisible();
        // The page itself never scrolls sideways; only the table's frame may.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });
  }
}

import { SENTENCES, UI, analyzeAs, registerUser, type UiLanguage } from './analysis-helpers';
import { adminAccount, fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// A list's search, filters and page live in the URL: a reload, Back and a shared link show the same list.

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const USERS = {
  en: { search: 'Search users', status: 'Status', inactive: 'Inactive', showing: 'Showing 1 to 1 of 1 results' },
  bn: {
    search: 'ব্যবহারকারী খুঁজুন',
    status: 'অবস্থা',
    inactive: 'নিষ্ক্রিয়',
    showing: '১টি ফলাফলের মধ্যে ১ থেকে ১ দেখানো হচ্ছে',
  },
} as const;

for (const { name: width, viewport } of WIDTHS) {
  for (const language of ['en', 'bn'] as const satisfies readonly UiLanguage[]) {
    test.describe(`list state in the URL (${language}, ${width})`, () => {
      test.use({ viewport });

      test('a search in admin Users survives a reload and Back', async ({ page, request }) => {
        const target = await registerUser(request, `url${language}${width[0]}`);
        await presetLanguage(page, language);
        await page.goto('/login');
        await fillLoginForm(page, adminAccount, LOGIN_LABELS[language]);
        await page.waitForURL('**/dashboard');
        await page.goto('/dashboard/users');
        const ui = USERS[language];
        const search = page.getByLabel(ui.search);
        await search.fill(target.username);
        await expect(page).toHaveURL(new RegExp(`[?&]search=${target.username}`));
        const table = page.getByRole('table');
        await expect(table.getByText(target.username, { exact: true })).toBeVisible();
        await expect(page.getByText(ui.showing)).toBeVisible();

        await page.reload();
        await expect(search).toHaveValue(target.username);
        await expect(table.getByText(target.username, { exact: true })).toBeVisible();
        await expect(page.getByText(ui.showing)).toBeVisible();

        // Away to the dashboard and Back: the same search, the same one row.
        await page.goto('/dashboard');
        await page.goBack();
        await expect(search).toHaveValue(target.username);
        await expect(page.getByText(ui.showing)).toBeVisible();

        // A filter joins the search in the URL; a user who is active is no longer listed.
        // The select's name is its label and its value ('Status All Statuses'), so it is found by role.
        const status = page.getByRole('combobox', { name: ui.status });
        await status.selectOption({ label: ui.inactive });
        await expect(page).toHaveURL(/[?&]status=inactive/);
        await expect(table.getByText(target.username, { exact: true })).toHaveCount(0);
        await page.reload();
        await expect(status).toHaveValue('inactive');
        await expect(search).toHaveValue(target.username);
      });

      test('a search and a filter in History survive a reload and Back', async ({ page, request }) => {
        const ui = UI[language];
        const user = await registerUser(request, `urlh${language}${width[0]}`);
        for (const text of [SENTENCES.threat, SENTENCES.normal, SENTENCES.troll]) {
          await analyzeAs(request, user.accessToken, text);
        }
        await presetLanguage(page, language);
        await page.goto('/login');
        await fillLoginForm(page, user, LOGIN_LABELS[language]);
        await page.waitForURL((url) => url.pathname !== '/login');
        await page.goto('/history');
        const cards = page.getByTestId('history-card');
        await expect(cards).toHaveCount(3);

        const word = SENTENCES.troll.split(' ')[2]!;
        await page.getByLabel(ui.search, { exact: true }).fill(word);
        await expect(cards).toHaveCount(1);
        await expect(page).toHaveURL(/[?&]search=/);
        await page.reload();
        await expect(page.getByLabel(ui.search, { exact: true })).toHaveValue(word);
        await expect(cards).toHaveCount(1);
        await expect(cards.first().getByTestId('history-type')).toHaveText(ui.troll);

        // Open the card, then Back: the list is as it was left.
        await cards.first().click();
        await page.waitForURL(/\/results\?id=/);
        await page.goBack();
        await expect(page.getByLabel(ui.search, { exact: true })).toHaveValue(word);
        await expect(cards).toHaveCount(1);

        // Clear Filters empties the URL's list state too.
        await page.getByRole('button', { name: ui.clear }).click();
        await expect(cards).toHaveCount(3);
        await expect(page).toHaveURL(/\/history$/);
      });
    });
  }
}

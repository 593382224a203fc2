import { analyzeAs, readDownload, registerUser } from './analysis-helpers';
import { adminAccount, fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const UI = {
  en: {
    title: 'Analysis Logs',
    search: 'Search text',
    selectAll: 'Select all rows on this page',
    del: (n: string) => `Delete (${n})`,
    deleted: '2 analysis(es) deleted.',
    detail: 'Analysis details',
    words: 'Word contributions',
    outputs: 'Model outputs',
    processing: 'Processing time',
    toxicity: 'Toxicity',
    showing: 'Showing 1 to 2 of 2 results',
    empty: 'No analysis logs found.',
    export: 'Export',
    two: '2',
    pager: 'Analysis log pages',
  },
  bn: {
    title: 'বিশ্লেষণ লগ',
    search: 'লেখায় খুঁজুন',
    selectAll: 'এই পৃষ্ঠার সব সারি নির্বাচন করুন',
    del: (n: string) => `মুছুন (${n})`,
    deleted: '২টি বিশ্লেষণ মুছে ফেলা হয়েছে।',
    detail: 'বিশ্লেষণের বিস্তারিত',
    words: 'শব্দের অবদান',
    outputs: 'মডেলের ফলাফল',
    processing: 'প্রক্রিয়াকরণের সময়',
    toxicity: 'বিষাক্ততা',
    showing: '২টি ফলাফলের মধ্যে ১ থেকে ২ দেখানো হচ্ছে',
    empty: 'কোনো বিশ্লেষণ লগ পাওয়া যায়নি।',
    export: 'এক্সপোর্ট',
    two: '২',
    pager: 'বিশ্লেষণ লগের পৃষ্ঠা',
  },
} as const;

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
/** A Bengali word no other test writes: 'পরীক্ষা' followed by random Bengali digits. */
function uniqueBengaliWord(): string {
  const digits = String(Date.now() % 1e8) + String(Math.floor(Math.random() * 1000));
  return `পরীক্ষা${[...digits].map((d) => BN_DIGITS[Number(d)]).join('')}`;
}

for (const { name: width, viewport } of WIDTHS) {
  for (const language of ['en', 'bn'] as const) {
    const ui = UI[language];
    test.describe(`analysis logs (${language}, ${width})`, () => {
      test.use({ viewport });

      test('find analyses by a Bengali word, open the details, export, delete them for their owner too', async ({
        page,
        request,
      }) => {
        const owner = await registerUser(request, `al${language}${width[0]}`);
        const word = uniqueBengaliWord();
        const ids = [
          await analyzeAs(request, owner.accessToken, `${word} আজ আমাদের দল খেলায় জিতেছে, আমি খুব খুশি।`),
          // English beside the Bengali word: its answer says part of it is English (decision 0086).
          await analyzeAs(request, owner.accessToken, `${word} nice video bro, love you so much, you are the best`),
        ];

        await presetLanguage(page, language);
        await page.goto('/login');
        await fillLoginForm(page, adminAccount, LOGIN_LABELS[language]);
        await page.waitForURL('**/dashboard');
        await page.goto('/dashboard/logs');
        await expect(page.getByRole('heading', { name: ui.title, level: 1 })).toBeVisible();

        // Typed decomposed: the search matches across encodings.
        await page.getByLabel(ui.search).fill(word.normalize('NFD'));
        await expect(page.getByRole('navigation', { name: ui.pager }).getByText(ui.showing)).toBeVisible();
        const rows = page.getByRole('row').filter({ hasText: word });
        await expect(rows).toHaveCount(2);
        await expect(rows.first().getByText(ui.toxicity)).toBeVisible();

        // A click opens the details; Escape closes them and the row keeps the focus.
        await rows.first().click();
        const dialog = page.getByRole('dialog', { name: ui.detail });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('heading', { name: ui.words })).toBeVisible();
        await expect(dialog.getByRole('heading', { name: ui.outputs })).toBeVisible();
        await expect(dialog.getByText(ui.processing)).toBeVisible();
        await expect(dialog.locator('mark').first()).toBeVisible();
        await page.screenshot({ path: `test-results/screenshots/admin-logs-detail-${width}-${language}.png` });
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(rows.first()).toBeFocused();
        // The keyboard opens it too.
        await rows.nth(1).focus();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(rows.nth(1)).toBeFocused();
        // The details show the notices the answer gave, as the results page does.
        await rows.filter({ hasText: 'nice video' }).click();
        await expect(dialog.locator('[data-code="unsupported_language"]')).toBeVisible();
        await page.keyboard.press('Escape');

        // Export: a dated JSON file with these analyses.
        const downloadPromise = page.waitForEvent('download');
        await page.getByRole('button', { name: ui.export, exact: true }).click();
        const download = await downloadPromise;
        expect(download.suggestedFilename()).toMatch(/^shobdo-analyses-\d{4}-\d{2}-\d{2}\.json$/);
        const exported = JSON.parse((await readDownload(download)).toString('utf8')) as { id: string }[];
        expect(exported.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
        await page.screenshot({ path: `test-results/screenshots/admin-logs-${width}-${language}.png`, fullPage: true });

        // Delete both, confirmed: gone here and from the owner's history.
        await page.getByRole('checkbox', { name: ui.selectAll }).check();
        await page.getByRole('button', { name: ui.del(ui.two) }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: ui.del(ui.two) })
          .click();
        await expect(page.getByText(ui.deleted)).toBeVisible();
        await expect(page.getByText(ui.empty)).toBeVisible();
        const history = await request.get('/api/analysis/history/', {
          headers: { Authorization: `Bearer ${owner.accessToken}` },
        });
        const listed = ((await history.json()) as { results: { id: string }[] }).results.map((row) => row.id);
        expect(listed).not.toContain(ids[0]);
        expect(listed).not.toContain(ids[1]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });
  }
}

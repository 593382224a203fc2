import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

/** The Terms and Privacy page, reached from the footer and from the sign-up's checkbox; the About page's samples. */
const UI = {
  en: {
    footerLink: 'Terms and Privacy',
    title: 'Terms of Use and Privacy',
    sections: [
      'Using Shobdo',
      'What is stored on the server',
      'Analyses without an account',
      'What is kept in your browser',
      'What an admin sees',
      'What Shobdo never does',
      'Changing and deleting your data',
    ],
    noAddress: 'Your network address is never stored',
    termsLink: 'Terms of Service and Privacy Policy',
    about: '/about',
    badge: 'Illustrative',
    team: 'Meet the Team',
  },
  bn: {
    footerLink: 'শর্তাবলি ও গোপনীয়তা',
    title: 'ব্যবহারের শর্তাবলি ও গোপনীয়তা',
    sections: [
      'শব্দ ব্যবহার',
      'সার্ভারে কী জমা থাকে',
      'অ্যাকাউন্ট ছাড়া বিশ্লেষণ',
      'আপনার ব্রাউজারে কী থাকে',
      'অ্যাডমিন কী দেখেন',
      'শব্দ যা কখনো করে না',
      'আপনার তথ্য বদলানো ও মোছা',
    ],
    noAddress: 'আপনার নেটওয়ার্ক ঠিকানা কখনো জমা থাকে না',
    termsLink: 'পরিষেবার শর্তাবলি ও গোপনীয়তা নীতিতে',
    about: '/about',
    badge: 'দৃষ্টান্তমূলক',
    team: 'আমাদের দল',
  },
} as const;

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  for (const language of ['en', 'bn'] as const) {
    const ui = UI[language];
    test.describe(`${language}, ${viewport.name}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await presetLanguage(page, language);
      });

      test('the footer leads to the terms, which say what is stored and how to delete it', async ({
        page,
      }, testInfo) => {
        await page.goto('/');
        await page.getByRole('contentinfo').getByRole('link', { name: ui.footerLink }).click();
        await expect(page).toHaveURL(/\/terms$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.title);
        await expect(page).toHaveTitle(`${ui.title} · Shobdo`);
        await expect(page.getByRole('heading', { level: 2 })).toHaveText([...ui.sections]);
        await expect(page.getByText(ui.noAddress)).toBeVisible();
        // The contents list jumps to a section.
        await page.getByRole('navigation', { name: ui.title }).getByRole('link', { name: ui.sections[6] }).click();
        await expect(page).toHaveURL(/#delete$/);
        await expect(page.getByRole('heading', { level: 2, name: ui.sections[6] })).toBeInViewport();
        // Nothing runs off the side on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        const path = testInfo.outputPath(`terms-${language}-${viewport.name}.png`);
        await page.goto('/terms');
        await page.screenshot({ path });
        await testInfo.attach(`terms ${language} ${viewport.name}`, { path, contentType: 'image/png' });
      });

      test("the sign-up's terms checkbox opens the terms in a new tab and keeps the form", async ({
        page,
        context,
      }) => {
        await page.goto('/signup');
        await page.getByRole('textbox').first().fill('kept-value');
        const popup = context.waitForEvent('page');
        await page.getByRole('link', { name: ui.termsLink }).click();
        const terms = await popup;
        await expect(terms.getByRole('heading', { level: 1 })).toHaveText(ui.title);
        await terms.close();
        await expect(page.getByRole('textbox').first()).toHaveValue('kept-value');
        await expect(page.getByRole('checkbox', { name: new RegExp(ui.termsLink) })).not.toBeChecked();
      });

      test('the About page marks its sample team and testimonials as illustrative', async ({ page }, testInfo) => {
        await page.goto(ui.about);
        await expect(page.getByRole('heading', { level: 2, name: ui.team })).toBeVisible();
        // Two team cards and three testimonials, each tagged, and a note under each of the two headings.
        await expect(page.getByText(ui.badge, { exact: true })).toHaveCount(5);
        await expect(page.getByRole('note')).toHaveCount(2);
        const path = testInfo.outputPath(`about-${language}-${viewport.name}.png`);
        await page.getByRole('heading', { level: 2, name: ui.team }).scrollIntoViewIfNeeded();
        await page.screenshot({ path });
        await testInfo.attach(`about ${language} ${viewport.name}`, { path, contentType: 'image/png' });
      });
    });
  }
}

import { adminAccount, fillLoginForm, signUpViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage, switchLanguage } from './support/language';

test.describe('language', () => {
  test('switches to Bengali, persists across reloads, and back', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About Shobdo', level: 1 })).toBeVisible();
    await switchLanguage(page, 'bn');
    await expect(page.getByRole('heading', { name: 'শব্দ সম্পর্কে', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'হোম' })).toBeVisible();
    // Counters in Bengali digits.
    await expect(page.getByText('পছন্দ: ১২', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'শব্দ সম্পর্কে', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('bn');
    await switchLanguage(page, 'en');
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('the app is served at / (a direct visit, not only client-side navigation)', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('the favicon and robots.txt are real files; a missing file is a 404, never the app', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    const icon = await request.get(href ?? '/no-icon-link');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/image\/svg\+xml/);
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/text\/plain/);
    expect(await robots.text()).toContain('User-agent: *');
    for (const missing of ['/favicon.ico', '/assets/nope.js']) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      expect(response.headers()['content-type'], missing).toMatch(/application\/json/);
    }
  });

  test('Access Paper opens the model card served by the app', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Access Paper' }).click();
    await expect(page).toHaveURL(/\/model-card$/);
    // The server's Markdown rendered in the app (not the raw text/markdown file).
    await expect(page.getByRole('heading', { name: 'Model card', level: 1 })).toBeVisible();
    const card = page.getByTestId('model-card');
    await expect(card.getByRole('heading', { name: 'Shobdo model card' })).toBeVisible();
    await expect(card.getByRole('table').first()).toBeVisible();
    await expect(card.getByRole('cell', { name: 'bangla-sentiment-v1', exact: true })).toBeVisible();
    await expect(card.locator('script')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to About' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the model card page in Bengali: Bengali card and digits, code kept, tables scroll inside on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await presetLanguage(page, 'bn');
    const cardResponse = page.waitForResponse((res) => res.url().endsWith('/api/models/model-card/'));
    await page.goto('/model-card');
    await expect(page.getByRole('heading', { name: 'মডেল কার্ড', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '‘আমাদের সম্পর্কে’ পাতায় ফিরে যান' })).toBeVisible();
    await expect(page.getByText(/ইংরেজি মডেল কার্ডের বাংলা অনুবাদ/)).toBeVisible();
    expect((await cardResponse).headers()['content-language']).toBe('bn');
    const card = page.getByTestId('model-card');
    await expect(card).toHaveAttribute('lang', 'bn');
    await expect(card.getByRole('heading', { name: 'শব্দ মডেল কার্ড' })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'সীমাবদ্ধতা' })).toBeVisible();
    // Figures in Bengali digits; model ids, file names and commands in code stay as written.
    // (any retrained file's figures: the default model's validation line, its digits in Bengali)
    await expect(card.getByText(/নির্ভুলতা ০\.৮[০-৯]{3}, ম্যাক্রো-F1 ০\.৮[০-৯]{3}/).first()).toBeVisible();
    await expect(card.getByRole('cell', { name: 'bangla-sentiment-v1', exact: true })).toBeVisible();
    // A speed cell of the card's table (the figures change with each benchmark run), in Bengali digits.
    await expect(card.getByRole('cell', { name: /^[০-৯]+\.[০-৯] ms$/ }).first()).toBeVisible();
    await expect(card.locator('code', { hasText: 'npm run bench -- models' }).first()).toBeVisible();
    const codeDigits = await card.locator('code').allTextContents();
    expect(codeDigits.some((code) => /[০-৯]/.test(code))).toBe(false);
    expect(codeDigits.some((code) => code.includes('"cost":0.3'))).toBe(true);
    await expect(card.getByRole('table').first()).toBeVisible();
    // The page itself never scrolls sideways; a wide table scrolls inside its wrapper.
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(pageOverflow).toBeLessThanOrEqual(0);
    const wrappers = await card.locator('table').evaluateAll((tables) =>
      tables.map((table) => {
        const box = table.parentElement!;
        return { overflowX: getComputedStyle(box).overflowX, scrolls: box.scrollWidth > box.clientWidth };
      }),
    );
    expect(wrappers.length).toBeGreaterThan(3);
    expect(wrappers.every((w) => w.overflowX === 'auto')).toBe(true);
    expect(wrappers.some((w) => w.scrolls)).toBe(true);

    // Switching language on the page brings the English card, with ASCII digits.
    await switchLanguage(page, 'en');
    await expect(card.getByRole('heading', { name: 'Shobdo model card' })).toBeVisible();
    await expect(card).toHaveAttribute('lang', 'en');
    await expect(card.getByText(/accuracy 0\.8\d{3}, macro-F1 0\.8\d{3}/).first()).toBeVisible();
    await expect(card).not.toContainText(/[০-৯]/);
  });

  test('unknown routes show a bilingual 404 with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('পৃষ্ঠাটি পাওয়া যায়নি')).toBeVisible();
    await page.getByRole('link', { name: /Go to Home/ }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const language of ['en', 'bn'] as const) {
    test(`opens, closes on a link and on the backdrop (${language})`, async ({ page }) => {
      const labels =
        language === 'en'
          ? { open: 'Open menu', about: 'About', heading: 'About Shobdo', login: 'Log In' }
          : { open: 'মেনু খুলুন', about: 'আমাদের সম্পর্কে', heading: 'শব্দ সম্পর্কে', login: 'লগ ইন' };
      await presetLanguage(page, language);
      await page.goto('/login');
      const toggle = page.getByRole('button', { name: labels.open });
      const menu = page.locator('#mobile-menu');
      await expect(menu).toHaveAttribute('inert', '');

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).not.toHaveAttribute('inert');
      await expect(menu.getByRole('link', { name: labels.login })).toBeVisible();
      await menu.getByRole('link', { name: labels.about }).click();
      await expect(page).toHaveURL('/about');
      await expect(page.getByRole('heading', { name: labels.heading, level: 1 })).toBeVisible();
      await expect(menu).toHaveAttribute('inert', '');

      await toggle.click();
      await expect(menu).not.toHaveAttribute('inert');
      await page.getByTestId('menu-backdrop').click({ position: { x: 370, y: 400 } });
      await expect(menu).toHaveAttribute('inert', '');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // It covers the page, so a keyboard stays in it: Tab from its last control comes back to its first.
      await toggle.click();
      await expect(menu.getByRole('button', { name: language === 'en' ? 'Close menu' : 'মেনু বন্ধ করুন' })).toBeFocused();
      const stops = await menu.locator('a[href], button').count();
      for (let i = 0; i < stops * 2; i++) {
        await page.keyboard.press('Tab');
        expect(await menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('inert', '');
      await expect(toggle).toBeFocused();
    });
  }
});

test.describe('roles in the navigation', () => {
  test('an admin sees the dashboard link and the crown', async ({ page }) => {
    await page.goto('/login');
    await fillLoginForm(page, adminAccount);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Admin navigation' });
    for (const name of ['Dashboard', 'Users', 'Analysis Logs', 'Logout']) {
      await expect(sidebar.getByText(name, { exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Shobdo Admin' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Admin' })).toBeVisible();
    await switchLanguage(page, 'bn');
    await expect(page.getByRole('link', { name: 'ড্যাশবোর্ড' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'অ্যাডমিন' })).toBeVisible();
  });

  test('a plain user sees neither', async ({ page, request }) => {
    const account = await signUpViaApi(request, 'plain');
    await page.goto('/login');
    await fillLoginForm(page, account);
    await expect(page).toHaveURL('/');
    await expect(page.getByText(`Welcome, ${account.username}`).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.getByTestId('admin-crown')).toHaveCount(0);
  });
});

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

  test('Access Paper opens the model card served by the app', async ({ page, request }) => {
    await page.goto('/about');
    const link = page.getByRole('link', { name: 'Access Paper' });
    const href = await link.getAttribute('href');
    expect(href).toBe('/api/models/model-card/');
    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    expect(await response.text()).toContain('#');
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

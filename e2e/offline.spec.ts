import { SENTENCES, UI, openHome } from './analysis-helpers';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// This journey loses the connection on purpose, so the browser logs failed requests. Any other console error, an
// uncaught exception or a 5xx still fails it (the shared fixture).
test.use({ expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch|Route error/ });

test.describe('a phone that loses its signal', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Analyze offline says the network failed at once, in Bengali, and works again once online', async ({
    page,
    context,
  }) => {
    const ui = UI.bn;
    await presetLanguage(page, 'bn');
    await openHome(page);
    await page.getByPlaceholder(ui.placeholder).fill(SENTENCES.troll);

    await context.setOffline(true);
    const analyze = page.getByRole('button', { name: ui.analyze });
    await analyze.click();
    // Before, the request waited for the connection: "বিশ্লেষণ চলছে..." without end and no word of why.
    await expect(
      page.getByRole('alert').filter({ hasText: 'নেটওয়ার্কে সমস্যা। অনুগ্রহ করে আপনার সংযোগ পরীক্ষা করুন।' }),
    ).toBeVisible({
      timeout: 5_000,
    });
    await expect(analyze).toBeEnabled();
    await expect(page).toHaveURL(/\/$/);

    await context.setOffline(false);
    await analyze.click();
    await page.waitForURL(/\/results\?id=/);
    await expect(page.getByTestId('detected-type')).toHaveText(ui.troll);
  });
});

test('a page whose code cannot be downloaded offline says the network failed, and Refresh Page loads it once online', async ({
  page,
  context,
}) => {
  await presetLanguage(page, 'en');
  await openHome(page);
  await context.setOffline(true);
  await page.getByRole('navigation').getByRole('link', { name: 'About', exact: true }).first().click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(alert).toContainText('Network error. Please check your connection.');

  await context.setOffline(false);
  await alert.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('heading', { name: 'About Shobdo', level: 1 })).toBeVisible();
});

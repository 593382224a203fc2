import { SENTENCES, UI } from './analysis-helpers';
import { logInViaUi, signUpViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';

test('a user opens the profile from the navigation, edits it and switches to Bengali', async ({ page, request }) => {
  const account = await signUpViaApi(request, 'profile');
  await logInViaUi(page, account);
  await page.goto('/');
  await page
    .getByRole('link', { name: `Welcome, ${account.username}` })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'Profile and settings' })).toBeVisible();
  await expect(page.getByText('Member since')).toBeVisible();

  await page.getByLabel('Full name').fill('Rahima Khatun');
  await page.getByLabel('Age (optional)').fill('34');
  await page.getByLabel('Preferred Language').selectOption('bn');
  await page.getByRole('button', { name: 'Save changes' }).click();

  // Saved, and the interface now speaks the preferred language.
  await expect(page.getByRole('status')).toHaveText('প্রোফাইল হালনাগাদ হয়েছে।');
  await expect(page.getByRole('heading', { name: 'প্রোফাইল ও সেটিংস' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rahima Khatun' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('পুরো নাম')).toHaveValue('Rahima Khatun');
  await expect(page.getByLabel('বয়স (ঐচ্ছিক)')).toHaveValue('34');
});

test('the profile counts an analysis made after login (no reload in between)', async ({ page, request }) => {
  const account = await signUpViaApi(request, 'profilecount');
  await logInViaUi(page, account);
  const openProfile = () =>
    page
      .getByRole('link', { name: `Welcome, ${account.username}` })
      .filter({ visible: true })
      .click();
  const analysesRow = page.locator('dt:text-is("Analyses") + dd');

  await page.goto('/');
  await openProfile();
  await expect(analysesRow).toHaveText('0');
  // The profile has the dashboard navigation: the brand link goes home without reloading the app.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Shobdo/ })
    .click();
  await page.getByPlaceholder(UI.en.placeholder).fill(SENTENCES.normal);
  await page.getByRole('button', { name: UI.en.analyze }).click();
  await page.waitForURL(/\/results\?id=/);
  // The results page has the dashboard navigation: its user badge opens the profile.
  await page.getByTestId('user-badge').filter({ visible: true }).click();
  await expect(page).toHaveURL('/profile');
  await expect(analysesRow).toHaveText('1');
  await expect(page.getByText('None yet')).toHaveCount(0);
});

test('a visitor is sent to log in before the profile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
});

test('a user changes the password; the old one no longer logs in', async ({ page, request }) => {
  const account = await signUpViaApi(request, 'password');
  await logInViaUi(page, account);
  await page.goto('/profile');
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('Another-pass-456');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another-pass-456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toHaveText('Password changed. Other devices have been signed out.');

  // This device's session goes on with the fresh tokens.
  await page.goto('/history');
  await expect(page).toHaveURL('/history');

  const old = await request.post('/api/auth/login/', {
    data: { username: account.username, password: account.password },
  });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/api/auth/login/', {
    data: { username: account.username, password: 'Another-pass-456' },
  });
  expect(fresh.status()).toBe(200);
});

test('the three password fields line up on a wide screen, in English and Bengali', async ({ page, request }) => {
  const account = await signUpViaApi(request, 'pwalign');
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInViaUi(page, account);
  for (const [language, labels] of [
    ['en', ['Current password', 'New password', 'Confirm new password']],
    ['bn', ['বর্তমান পাসওয়ার্ড', 'নতুন পাসওয়ার্ড', 'নতুন পাসওয়ার্ড নিশ্চিত করুন']],
  ] as const) {
    await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
    await page.goto('/profile');
    const tops = await Promise.all(
      labels.map(async (label) => (await page.getByLabel(label, { exact: true }).boundingBox())?.y),
    );
    expect(new Set(tops).size, `input tops in ${language}: ${tops.join(', ')}`).toBe(1);
  }
});

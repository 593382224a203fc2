import { logInViaUi, signUpViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';

test('a user opens the profile from the navigation, edits it and switches to Bengali', async ({ page, request }) => {
  const account = await signUpViaApi(request, 'profile');
  await logInViaUi(page, account);
  await page.goto('/');
  await page.getByRole('link', { name: `Welcome, ${account.username}` }).filter({ visible: true }).click();
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

test('a visitor is sent to log in before the profile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
});

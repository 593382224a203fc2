import { adminAccount, fillLoginForm, LOGIN_LABELS, logInViaUi, newAccount, signUpViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

test.describe('sign-up', () => {
  test('shows the validation messages in order, then creates the account (English)', async ({ page }) => {
    const account = newAccount('signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByText('Must be between 13 and 120 years old')).toBeVisible();
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    const submit = page.getByRole('button', { name: 'Create Account' });
    const alert = page.getByRole('alert');

    await page.getByLabel('Username').fill(account.username);
    await submit.click();
    await expect(alert).toHaveText('Please fill in all required fields');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('shorter');
    await submit.click();
    await expect(alert).toHaveText('Passwords do not match');

    await page.getByLabel('Confirm Password').fill('short');
    await submit.click();
    await expect(alert).toHaveText('Password must be at least 8 characters long');

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await submit.click();
    await expect(alert).toHaveText('Please enter a valid email address');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Age (optional)').fill('7');
    await submit.click();
    await expect(alert).toHaveText('Please enter a valid age between 13 and 120');

    await page.getByLabel('Age (optional)').fill('29');
    const country = page.getByRole('combobox', { name: 'Country (optional)' });
    await country.fill('bangla');
    await country.press('ArrowDown');
    await country.press('Enter');
    await expect(country).toHaveValue('Bangladesh');

    await submit.click();
    // Sign-up goes to /dashboard; a plain user is then sent home by the admin guard.
    await expect(page).toHaveURL('/');
    await expect(page.getByText(`Welcome, ${account.username}`).filter({ visible: true })).toBeVisible();
  });

  test('shows Bengali messages and the server’s field errors (Bengali)', async ({ page, request }) => {
    const taken = await signUpViaApi(request, 'taken');
    await presetLanguage(page, 'bn');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'অ্যাকাউন্ট তৈরি করুন' })).toBeVisible();
    await expect(page.getByText('বয়স ১৩ থেকে ১২০ বছরের মধ্যে হতে হবে')).toBeVisible();
    const submit = page.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' });
    // Without the tick: the reminder is the page's own text under the box (in the page's font), the box is focused.
    const terms = page.getByRole('checkbox', { name: /শর্তাবলি/ });
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(
      'এগোতে হলে পরিষেবার শর্তাবলি ও গোপনীয়তা নীতিতে সম্মতির ঘরে টিক দিন।',
    );
    await expect(terms).toBeFocused();
    await terms.check();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('অনুগ্রহ করে প্রয়োজনীয় সব ঘর পূরণ করুন');

    const country = page.getByRole('combobox', { name: 'দেশ (ঐচ্ছিক)' });
    // The short names people type find the country too, named in the page's language; the exact one comes first.
    await country.fill('uk');
    await country.press('ArrowDown');
    await country.press('Enter');
    await expect(country).toHaveValue('যুক্তরাজ্য এবং উত্তর আয়ারল্যান্ড');
    await country.fill('ভারত');
    await country.press('ArrowDown');
    await country.press('Enter');
    await expect(country).toHaveValue('ভারত');

    await page.getByLabel('ইউজারনেম').fill(taken.username);
    await page.getByLabel('ইমেইল').fill(`other-${taken.email}`);
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(taken.password);
    await page.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill(taken.password);
    await submit.click();
    // The server's details map comes back as 'field: messages', the field named in Bengali.
    await expect(page.getByRole('alert')).toContainText('ইউজারনেম: এই ইউজারনেমে আগে থেকেই একটি অ্যাকাউন্ট আছে।');
    await expect(page.getByRole('alert')).not.toContainText('username');
    await expect(page).toHaveURL('/signup');
  });
});

test.describe('log-in', () => {
  test('rejects empty and wrong credentials, then signs in (English)', async ({ page, request }) => {
    const account = await signUpViaApi(request, 'login');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields.');

    await fillLoginForm(page, { username: account.username, password: 'wrong-password' });
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('note')).toContainText('Passwords are reset by an administrator');

    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await fillLoginForm(page, account);
    await expect(page).toHaveURL('/');
    await expect(page.getByText(`Welcome, ${account.username}`).filter({ visible: true })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('rememberMe'))).toBe('true');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
  });

  test('signs in with the Bengali interface', async ({ page, request }) => {
    const account = await signUpViaApi(request, 'loginbn');
    await presetLanguage(page, 'bn');
    await page.goto('/login');
    await page.getByRole('button', { name: 'সাইন ইন', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('অনুগ্রহ করে সবগুলো ঘর পূরণ করুন।');
    await fillLoginForm(page, account, LOGIN_LABELS.bn);
    await expect(page).toHaveURL('/');
    await expect(page.getByText(`স্বাগতম, ${account.username}`).filter({ visible: true })).toBeVisible();
  });
});

test.describe('guards', () => {
  for (const language of ['en', 'bn'] as const) {
    test(`history sends a visitor to login and back (${language})`, async ({ page, request }) => {
      const account = await signUpViaApi(request, `guard${language}`);
      await presetLanguage(page, language);
      await page.goto('/history');
      await expect(page).toHaveURL('/login');
      await fillLoginForm(page, account, LOGIN_LABELS[language]);
      await expect(page).toHaveURL('/history');
    });
  }

  test('a signed-in non-admin is sent from /dashboard to /', async ({ page, request }) => {
    const account = await signUpViaApi(request, 'nonadmin');
    await page.goto('/login');
    await fillLoginForm(page, account);
    await expect(page).toHaveURL('/');
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('a signed-in user who opens /login or /signup is sent home, not shown the form', async ({ page, request }) => {
    const account = await signUpViaApi(request, 'signedin');
    await logInViaUi(page, account);
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/');
      await expect(page.getByText(`Welcome, ${account.username}`).filter({ visible: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Sign In|Create Account)$/ })).toHaveCount(0);
    }
  });

  test('a signed-in admin who opens /login is sent to the dashboard', async ({ page }) => {
    await logInViaUi(page, adminAccount);
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('a visitor is sent from /dashboard to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
  });
});

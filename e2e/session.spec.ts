import { SENTENCES, UI } from './analysis-helpers';
import { fillLoginForm, LOGIN_LABELS, logInViaUi, signUpViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// Access tokens live 15 minutes; a session lives as long as its refresh token (decision 0009). The page's
// clock is moved past the access token's expiry while the server's clock stays real.
const PAST_ACCESS_EXPIRY = '16:00';

test('a session without remember-me outlives its 15-minute access token (English)', async ({ page, request }) => {
  const account = await signUpViaApi(request, 'session');
  await page.clock.install();
  await logInViaUi(page, account);
  await page.goto('/');
  await page.clock.fastForward(PAST_ACCESS_EXPIRY);

  await page.getByPlaceholder(UI.en.placeholder).fill(SENTENCES.threat);
  await page.getByRole('button', { name: UI.en.analyze }).click();
  await expect(page.getByRole('heading', { name: UI.en.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' }).filter({ visible: true })).toBeVisible();

  // The analysis was stored as the user's, not as a guest's.
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: UI.en.history })).toBeVisible();
  await expect(page.getByText(SENTENCES.threat)).toBeVisible();
});

test('an expired session sends a guarded page to log in and back (Bengali)', async ({ page, request }) => {
  const account = await signUpViaApi(request, 'expired');
  await presetLanguage(page, 'bn');
  await page.clock.install();
  await page.goto('/login');
  await fillLoginForm(page, account, LOGIN_LABELS.bn);
  await page.waitForURL((url) => url.pathname !== '/login');

  // The session is revoked elsewhere (a logout on another device of the same login), then the token expires.
  const refresh = await page.evaluate(() => window.localStorage.getItem('refresh_token'));
  expect((await request.post('/api/auth/logout/', { data: { refresh_token: refresh } })).ok()).toBe(true);
  await page.clock.fastForward(PAST_ACCESS_EXPIRY);

  await page.goto('/history');
  await expect(page).toHaveURL('/login');
  await fillLoginForm(page, account, LOGIN_LABELS.bn);
  await expect(page).toHaveURL('/history');
  await expect(page.getByRole('heading', { name: UI.bn.history })).toBeVisible();
});

test('a session that ends while the app is open: the login page says why (Bengali)', async ({ page, request }) => {
  const account = await signUpViaApi(request, 'expirednote');
  await presetLanguage(page, 'bn');
  await page.goto('/login');
  await fillLoginForm(page, account, LOGIN_LABELS.bn);
  await page.waitForURL((url) => url.pathname !== '/login');

  // Both tokens stop working (revoked elsewhere); the next call cannot refresh and the session ends.
  await page.evaluate(() => {
    window.localStorage.setItem('access_token', 'revoked.access.token');
    window.localStorage.setItem('refresh_token', 'revoked-refresh-token');
  });
  await page.getByRole('banner').getByRole('link', { name: 'ইতিহাস' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status')).toHaveText('আপনার লগ ইনের মেয়াদ শেষ হয়েছে। অনুগ্রহ করে আবার লগ ইন করুন।');
  await fillLoginForm(page, account, LOGIN_LABELS.bn);
  await expect(page).toHaveURL('/history');
});

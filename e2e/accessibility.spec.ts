import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminAccount, fillLoginForm, LOGIN_LABELS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// WCAG 2.1 A and AA, the bar of issue 31: axe finds nothing on any page, signed in as the admin.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const VISITOR_PAGES = ['/', '/about', '/model-card', '/terms', '/login', '/signup'] as const;

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: adminAccount });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** An analysis and a batch of the admin's, so the results and batch pages have something to show. */
async function makeAdminData(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const analysis = await request.post('/api/analysis/analyses/analyze/', {
    data: { text: 'তোর বাড়িতে গিয়ে তোকে জবাই করে দিব', model_id: 'bangla-sentiment-v1' },
    headers,
  });
  expect(analysis.status(), await analysis.text()).toBe(200);
  const batch = await request.post('/api/analysis/batches/', {
    data: {
      name: 'axe.csv',
      texts: ['আজকের আবহাওয়াটা খুব সুন্দর', 'তুই একটা আস্ত গাধা, তোর কথা শুনে সবাই হাসাহাসি করে।', ''],
    },
    headers,
  });
  expect(batch.status(), await batch.text()).toBe(200);
  return {
    analysisId: ((await analysis.json()) as { analysis_id: string }).analysis_id,
    batchId: ((await batch.json()) as { batch: { id: string } }).batch.id,
  };
}

/** Waits until the page has settled (no request in flight, no loading status), then runs axe on it. */
async function expectNoViolations(page: Page, path: string, screenshot: string) {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: `test-results/screenshots/axe-${screenshot}.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map((v) => ({
    page: path,
    rule: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
  expect(found, `axe on ${path}`).toEqual([]);
}

/** Signs the admin in through the form, in the page's language. */
async function signInAsAdmin(page: Page, language: 'en' | 'bn') {
  await page.goto('/login');
  await fillLoginForm(page, adminAccount, LOGIN_LABELS[language]);
  await page.waitForURL((url) => url.pathname !== '/login');
}

const shotName = (path: string) => path.replace(/[/?=]/g, '-').replace(/-[0-9a-f-]{36}$/, '-id');

for (const { name, viewport } of WIDTHS) {
  test.describe(`WCAG 2.1 A/AA at ${name} width`, () => {
    test.use({ viewport });

    for (const language of ['en', 'bn'] as const) {
      test(`the public pages, as a visitor (${language})`, async ({ page }) => {
        test.setTimeout(120_000);
        await presetLanguage(page, language);
        for (const path of VISITOR_PAGES) {
          await expectNoViolations(page, path, `${name}-${language}-visitor${shotName(path)}`);
        }
      });

      test(`a user's pages, signed in as the admin (${language})`, async ({ page }) => {
        test.setTimeout(120_000);
        await presetLanguage(page, language);
        const { analysisId, batchId } = await makeAdminData(page.request);
        await signInAsAdmin(page, language);
        for (const path of ['/', `/results?id=${analysisId}`, '/history', '/profile', '/batch', `/batch/${batchId}`]) {
          await expectNoViolations(page, path, `${name}-${language}-admin${shotName(path)}`);
        }
      });

      test(`the admin and review pages (${language})`, async ({ page }) => {
        test.setTimeout(120_000);
        await presetLanguage(page, language);
        await signInAsAdmin(page, language);
        for (const path of ['/review', '/dashboard', '/dashboard/users', '/dashboard/logs']) {
          await expectNoViolations(page, path, `${name}-${language}-admin${shotName(path)}`);
        }
      });
    }
  });
}

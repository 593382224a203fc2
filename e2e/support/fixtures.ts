import { test as base, expect } from '@playwright/test';

export { expect };

// Chrome reports every 4xx answer as a console error ("Failed to load resource"). Those are expected
// (a wrong password is a 401); server errors and the app's own console.error calls are not.
const EXPECTED_RESOURCE_ERROR = /Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * The shared test: fails when the page logs an unexpected console error or throws an uncaught
 * exception, and when any API call answers 5xx. A journey that provokes errors on purpose (a lost connection) names
 * them with `test.use({ expectedConsoleErrors: /.../ })`.
 */
export const test = base.extend<{ failOnConsoleErrors: void; expectedConsoleErrors: RegExp | null }>({
  expectedConsoleErrors: [null, { option: true }],
  // The API calls a journey makes itself open a connection each. On a kept-alive connection a call made as the
  // server closes it for idleness (keep-alive 5 s) fails with "socket hang up", where a browser would retry.
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Connection: 'close' } });
    await use(request);
    await request.dispose();
  },
  failOnConsoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !EXPECTED_RESOURCE_ERROR.test(text) && !expectedConsoleErrors?.test(text)) {
          problems.push(`console.error: ${text}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
      });
      await use();
      expect(problems, 'unexpected browser errors').toEqual([]);
    },
    { auto: true },
  ],
});

import { apiRequest } from './api-client';

/** Storage of docs/product/screens.md#across-pages, "Visit tracking". */
export const TRACKED_FLAG_PREFIX = 'tracked_';
export const TRACKING_SUCCESS_KEY = 'visit_tracking_success';
export const TRACKING_FAILURE_KEY = 'visit_tracking_failure';
export const TRACKING_RETRIES = 3;
const TRACKING_TIMEOUT_MS = 10_000;

type Wait = (ms: number) => Promise<void>;
const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function record(key: string, entry: Record<string, unknown>): void {
  try {
    localStorage.setItem(key, JSON.stringify({ ...entry, timestamp: new Date().toISOString() }));
  } catch {
    // Storage full or blocked: tracking never bothers the user.
  }
}

function pageName(path: string): string {
  if (path === '/') return 'home';
  return path.replace(/^\/+|\/+$/g, '').replace(/\//g, '_') || 'home';
}

/**
 * Counts a page once per path per browser session (sessionStorage flag tracked_<path>). The server
 * reads the address and browser from the request itself, so none are sent. On failure it retries 3
 * times after 1 s, 2 s and 3 s; then it falls back to starting a session and logging a page_view
 * activity by name. The outcome goes to localStorage; nothing is ever shown to the user.
 */
export async function trackPageVisit(
  path: string,
  wait: Wait = sleep,
): Promise<'tracked' | 'fallback' | 'failed' | 'skipped'> {
  const flag = `${TRACKED_FLAG_PREFIX}${path}`;
  try {
    if (sessionStorage.getItem(flag)) return 'skipped';
    // Set first: a second render of the same page in this session must not count it again.
    sessionStorage.setItem(flag, '1');
  } catch {
    return 'skipped';
  }
  const body = { page_url: path, referrer: document.referrer || null, page_name: pageName(path) };
  let lastError: unknown;
  for (let attempt = 0; attempt <= TRACKING_RETRIES; attempt += 1) {
    if (attempt > 0) await wait(attempt * 1000);
    try {
      await apiRequest('/api/analytics/track_visit/', { method: 'POST', body, timeoutMs: TRACKING_TIMEOUT_MS });
      record(TRACKING_SUCCESS_KEY, { path, attempts: attempt + 1 });
      return 'tracked';
    } catch (error) {
      lastError = error;
    }
  }
  try {
    await apiRequest('/api/analytics/sessions/anonymous/', {
      method: 'POST',
      body: { page_url: path, referrer: document.referrer || null },
      timeoutMs: TRACKING_TIMEOUT_MS,
    });
    await apiRequest('/api/analytics/activities/', {
      method: 'POST',
      body: {
        activity_type: 'page_view',
        description: `Viewed ${pageName(path)}`,
        metadata: { page_name: pageName(path) },
      },
      timeoutMs: TRACKING_TIMEOUT_MS,
    });
    record(TRACKING_SUCCESS_KEY, { path, fallback: true });
    return 'fallback';
  } catch (error) {
    record(TRACKING_FAILURE_KEY, { path, error: String((error as Error)?.message ?? lastError) });
    console.warn('Visit tracking failed', error);
    return 'failed';
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackPageVisit, TRACKING_FAILURE_KEY, TRACKING_SUCCESS_KEY } from './visit-tracking';

function respond(statuses: number[]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const status = statuses.shift() ?? 500;
      return new Response(
        JSON.stringify(
          status < 300 ? { status: 'recorded', session_id: 'x' } : { error: 'Server Error', message: 'x' },
        ),
        {
          status,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  return calls;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('trackPageVisit', () => {
  it('tracks a path once per session and records the success', async () => {
    const calls = respond([201]);
    expect(await trackPageVisit('/about', async () => {})).toBe('tracked');
    expect(await trackPageVisit('/about', async () => {})).toBe('skipped');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('/api/analytics/track_visit/');
    expect(calls[0]!.body).toMatchObject({ page_url: '/about', page_name: 'about' });
    expect(JSON.parse(localStorage.getItem(TRACKING_SUCCESS_KEY)!)).toMatchObject({ path: '/about', attempts: 1 });
  });

  it('retries after 1, 2 and 3 seconds, then falls back to a session and a page_view activity', async () => {
    const calls = respond([500, 500, 500, 500, 201, 201]);
    const waits: number[] = [];
    expect(await trackPageVisit('/', async (ms) => void waits.push(ms))).toBe('fallback');
    expect(waits).toEqual([1000, 2000, 3000]);
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      ...Array(4).fill('/api/analytics/track_visit/'),
      '/api/analytics/sessions/anonymous/',
      '/api/analytics/activities/',
    ]);
    expect(calls[5]!.body).toMatchObject({ activity_type: 'page_view' });
  });

  it('records a failure when the fallback fails too, without throwing', async () => {
    respond([500, 500, 500, 500, 500]);
    expect(await trackPageVisit('/history', async () => {})).toBe('failed');
    expect(JSON.parse(localStorage.getItem(TRACKING_FAILURE_KEY)!)).toMatchObject({ path: '/history' });
  });
});

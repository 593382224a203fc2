import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiRequestError, getTimeoutForPath } from './api-client';
import { onAuthCleared } from './auth-events';
import { getAccessToken, getRefreshToken, saveAuth, STORAGE_KEYS } from './storage';
import { inSeconds, jsonResponse, makeToken } from '@/test/tokens';
import type { User } from '@shobdo/contracts';

const user = { id: 'u1', username: 'rahim', role: 'user' } as User;
const fetchMock = vi.fn<typeof fetch>();

function signIn(accessExp: number, rememberMe = false) {
  saveAuth({ accessToken: makeToken(accessExp), refreshToken: 'refresh-1', user, rememberMe });
}

function authHeader(call: number): string | undefined {
  const init = fetchMock.mock.calls[call]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('getTimeoutForPath (docs/product/constants.md#time)', () => {
  it('gives analysis paths 120 s, auth paths 15 s, others 30 s', () => {
    expect(getTimeoutForPath('/api/analysis/analyses/analyze/')).toBe(120_000);
    expect(getTimeoutForPath('/api/analysis/history/')).toBe(120_000);
    expect(getTimeoutForPath('/api/auth/login/')).toBe(15_000);
    expect(getTimeoutForPath('/api/auth/register/')).toBe(15_000);
    expect(getTimeoutForPath('/api/models/ai-models/')).toBe(30_000);
  });
});

describe('apiRequest', () => {
  it('returns parsed JSON and sends the bearer token', async () => {
    signIn(inSeconds(3600));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: 1 }));
    await expect(apiRequest('/api/auth/user/')).resolves.toEqual({ ok: 1 });
    expect(authHeader(0)).toMatch(/^Bearer /);
  });

  it('never sends the token to login', async () => {
    signIn(inSeconds(3600));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await apiRequest('/api/auth/login/', { method: 'POST', body: {} });
    expect(authHeader(0)).toBeUndefined();
  });

  it('maps a failure to ApiRequestError with the server message first', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: 'Not Found', message: 'Analysis not found' }));
    const error = await apiRequest('/api/analysis/analyses/x/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, message: 'Analysis not found' });
  });

  it('maps a network failure and a time-out', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/models/ai-models/')).rejects.toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection.',
    });
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(apiRequest('/api/models/ai-models/', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 408,
      message: 'Request timed out. Please try again.',
    });
  });

  it.each([false, true])(
    'refreshes an expired token first (remember-me %s) and stores the rotated pair',
    async (remember) => {
      signIn(inSeconds(-10), remember);
      const fresh = makeToken(inSeconds(3600));
      fetchMock.mockResolvedValueOnce(jsonResponse(200, { access: fresh, refresh: 'refresh-2' }));
      fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
      await apiRequest('/api/analysis/history/');
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/token/refresh/');
      expect(authHeader(1)).toBe(`Bearer ${fresh}`);
      expect(getRefreshToken()).toBe('refresh-2');
    },
  );

  it('ends an expired session whose refresh fails, and never sends the request without it', async () => {
    signIn(inSeconds(-10), false);
    const cleared = vi.fn();
    const stop = onAuthCleared(cleared);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'Unauthorized', message: 'Invalid refresh token' }));
    const error = await apiRequest('/api/analysis/analyses/analyze/', { method: 'POST', body: { text: 'x' } }).catch(
      (e: unknown) => e,
    );
    stop();
    expect(error).toMatchObject({ status: 401, message: 'Authentication expired. Please login again.' });
    expect(fetchMock).toHaveBeenCalledOnce(); // the refresh only: an analysis is never stored as a guest's
    expect(getAccessToken()).toBeNull();
    expect(cleared).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('refreshes once on 401 and retries; a failed refresh ends the session', async () => {
    signIn(inSeconds(3600));
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'Unauthorized', message: 'Token revoked' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'Unauthorized', message: 'Invalid refresh token' }));
    const error = await apiRequest('/api/auth/user/').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Authentication expired. Please login again.' });
    expect(window.localStorage.getItem(STORAGE_KEYS.isAuthenticated)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("apiRequest with a device clock unlike the server's", () => {
  it('learns a clock 16 minutes ahead from the refreshed token and does not refresh before every call', async () => {
    const serverNow = inSeconds(-16 * 60);
    signIn(serverNow + 14 * 60); // issued a minute ago by the server, already past its expiry by this device's clock
    const fresh = makeToken(serverNow + 15 * 60, 'user-1', serverNow);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { access: fresh, refresh: 'refresh-2' }));
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, [])));
    await apiRequest('/api/analysis/history/');
    await apiRequest('/api/analysis/history/');
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/auth/token/refresh/',
      '/api/analysis/history/',
      '/api/analysis/history/',
    ]);
    expect(authHeader(2)).toBe(`Bearer ${fresh}`);
  });

  it("still refreshes a token that has expired by the server's clock", async () => {
    const serverNow = inSeconds(-16 * 60);
    signIn(serverNow + 14 * 60);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { access: makeToken(serverNow + 15 * 60, 'user-1', serverNow), refresh: 'refresh-2' }),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    await apiRequest('/api/analysis/history/');
    vi.useFakeTimers({ now: Date.now() + 16 * 60 * 1000, toFake: ['Date'] });
    const later = makeToken(serverNow + 31 * 60, 'user-1', serverNow + 16 * 60);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { access: later, refresh: 'refresh-3' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    await apiRequest('/api/analysis/history/');
    vi.useRealTimers();
    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/auth/token/refresh/');
    expect(authHeader(3)).toBe(`Bearer ${later}`);
  });
});

describe('apiRequest early refresh', () => {
  it('refreshes a token about to expire for admin calls even without remember-me', async () => {
    signIn(inSeconds(60), false);
    const fresh = makeToken(inSeconds(3600));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { access: fresh, refresh: 'refresh-2' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await apiRequest('/api/analytics/dashboard/');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/token/refresh/');
    expect(authHeader(1)).toBe(`Bearer ${fresh}`);
  });

  it('leaves a soon-expiring token alone for ordinary calls without remember-me', async () => {
    signIn(inSeconds(60), false);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    await apiRequest('/api/analysis/history/');
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

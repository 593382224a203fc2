import type { User } from '@shobdo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { REFRESH_PATH } from './refresh-queue';
import { getRefreshToken, saveAuth } from './storage';
import { inSeconds, jsonResponse, makeToken } from '@/test/tokens';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('refresh queue', () => {
  it('answers three concurrent 401s with one refresh, then retries each with the new token', async () => {
    const stale = makeToken(inSeconds(3600), 'stale');
    const fresh = makeToken(inSeconds(3600), 'fresh');
    saveAuth({ accessToken: stale, refreshToken: 'r1', user: { id: 'u1' } as User, rememberMe: false });
    let refreshCalls = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === REFRESH_PATH) {
        refreshCalls += 1;
        await new Promise((r) => setTimeout(r, 10)); // keep the refresh in flight while the others arrive
        return jsonResponse(200, { access: fresh, refresh: 'r2' });
      }
      const auth = (init?.headers as Record<string, string>).Authorization;
      return auth === `Bearer ${fresh}`
        ? jsonResponse(200, { url })
        : jsonResponse(401, { error: 'Unauthorized', message: 'expired' });
    });

    const results = await Promise.all(['/api/a/', '/api/b/', '/api/c/'].map((p) => apiRequest<{ url: string }>(p)));

    expect(results.map((r) => r.url)).toEqual(['/api/a/', '/api/b/', '/api/c/']);
    expect(refreshCalls).toBe(1);
    expect(getRefreshToken()).toBe('r2');
  });

  it('starts a new refresh after the previous one finished', async () => {
    saveAuth({
      accessToken: makeToken(inSeconds(-5)),
      refreshToken: 'r1',
      user: { id: 'u1' } as User,
      rememberMe: true,
    });
    fetchMock.mockImplementation(async (input) =>
      String(input) === REFRESH_PATH
        ? jsonResponse(200, { access: makeToken(inSeconds(-5)), refresh: 'rX' })
        : jsonResponse(200, {}),
    );
    await apiRequest('/api/x/');
    await apiRequest('/api/y/');
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === REFRESH_PATH)).toHaveLength(2);
  });
});

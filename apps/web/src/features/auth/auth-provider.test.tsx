import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/lib/auth-context';
import { saveAuth, SESSION_MAX_AGE_MS, STORAGE_KEYS } from '@/lib/storage';
import { makeUser } from '@/test/render-with-auth';
import { inSeconds, jsonResponse, makeToken } from '@/test/tokens';
import { AuthProvider } from './auth-provider';

function Probe() {
  const { user, isLoading } = useAuth();
  return <p data-testid="state">{isLoading ? 'loading' : (user?.username ?? 'guest')}</p>;
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function storeSession(lastLogin: number) {
  saveAuth(
    { accessToken: makeToken(inSeconds(900)), refreshToken: 'r1', user: makeUser('user', 'stored'), rememberMe: false },
    lastLogin,
  );
}

describe('AuthProvider session start (docs/product/screens.md#across-pages)', () => {
  it('restores a recent session and refreshes the user from the server', async () => {
    storeSession(Date.now() - 60_000);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, makeUser('moderator', 'fresh')));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    expect(await screen.findByText('fresh')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/user/');
  });

  it('clears a session older than 24 hours without asking the server', async () => {
    storeSession(Date.now() - SESSION_MAX_AGE_MS - 1);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns into guest mode on a 403 and keeps the session on a 500', async () => {
    storeSession(Date.now());
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { error: 'Forbidden', message: 'Account inactive' }));
    const { unmount } = render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('guest')).toBeInTheDocument();
    unmount();

    storeSession(Date.now());
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'Internal Server Error', message: 'Server error.' }));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('stored')).toBeInTheDocument();
  });
});

import type { AuthResponse, User } from '@shobdo/contracts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api-errors';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { emitAuthCleared, onAuthCleared, type SessionEnd } from '@/lib/auth-events';
import { clearAuth, getAccessToken, getRefreshToken, restoreSession, saveAuth, saveUser } from '@/lib/storage';
import { getCurrentUser } from './api/get-current-user';
import { postLogout, postLogoutActivity } from './api/logout';

/** docs/product/screens.md#across-pages: the current user is fetched 100 ms after start. */
const USER_CHECK_DELAY_MS = 100;

function expireSessionCookies(): void {
  for (const name of ['sessionid', 'csrftoken']) {
    document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(() => restoreSession());
  // Only a stored token needs checking with the server; a guest is known at once.
  const [isLoading, setIsLoading] = useState(() => getAccessToken() !== null);
  const [sessionEnd, setSessionEnd] = useState<SessionEnd | null>(null);

  /** A fresh copy of the signed-in account: stored for the next restore and shown. */
  const keepUser = useCallback((fresh: User) => {
    saveUser(fresh);
    setUser(fresh);
  }, []);

  /** The server's answer to a login, a sign-up or a password change: tokens stored, the user signed in. */
  const startSession = useCallback((auth: AuthResponse, rememberMe: boolean) => {
    saveAuth({ accessToken: auth.access_token, refreshToken: auth.refresh_token, user: auth.user, rememberMe });
    setUser(auth.user);
    setSessionEnd(null);
  }, []);

  useEffect(
    () =>
      onAuthCleared((reason) => {
        setUser(null);
        setSessionEnd(reason);
      }),
    [],
  );

  useEffect(() => {
    if (getAccessToken() === null) {
      setIsLoading(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getCurrentUser(controller.signal)
        .then(keepUser)
        .catch((err: unknown) => {
          // 401/403 means guest mode; any other failure keeps the restored state (docs/product/screens.md#across-pages).
          if (err instanceof ApiRequestError && (err.status === 401 || err.status === 403)) {
            clearAuth();
            setUser(null);
            setSessionEnd('expired');
          }
        })
        .finally(() => {
          if (!controller.signal.aborted) setIsLoading(false);
        });
    }, USER_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keepUser]);

  const logout = useCallback(async () => {
    // Logout failures are only logged (docs/product/api.md#errors); the local session ends regardless.
    await postLogoutActivity().catch((err: unknown) => console.warn('Activity log failed', err));
    await postLogout(getRefreshToken()).catch((err: unknown) => console.warn('Logout failed', err));
    clearAuth();
    expireSessionCookies();
    emitAuthCleared('logout'); // sets the user to null and the session's end to 'logout' // features drop the current analysis and history
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isLoading,
      sessionEnd,
      startSession,
      keepUser,
      logout,
    }),
    [user, isLoading, sessionEnd, startSession, keepUser, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

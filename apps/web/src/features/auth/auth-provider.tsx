import type { AuthResponse, PasswordChangeFields, ProfileUpdate, RegisterRequest, User } from '@shobdo/contracts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api-errors';
import { AuthContext, type AuthContextValue, type LoginInput } from '@/lib/auth-context';
import { emitAuthCleared, onAuthCleared, type SessionEnd } from '@/lib/auth-events';
import { clearAuth, getAccessToken, getRefreshToken, isRememberMe, restoreSession, saveAuth, saveUser } from '@/lib/storage';
import { getCurrentUser } from './api/get-current-user';
import { postLogin } from './api/login';
import { postLogout, postLogoutActivity } from './api/logout';
import { logActivity } from '@/lib/activity-log';
import { postRegister } from './api/register';
import { postPasswordChange } from './api/change-password';
import { patchProfile } from './api/update-profile';

/** SPEC.md section 4: the current user is fetched 100 ms after start. */
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
  const [error, setError] = useState<string | null>(null);
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
          // 401/403 means guest mode; any other failure keeps the restored state (SPEC.md section 4).
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

  const login = useCallback(async ({ username, password, rememberMe }: LoginInput) => {
    setError(null);
    try {
      const auth = await postLogin({ username, password, remember_me: rememberMe });
      startSession(auth, rememberMe);
      logActivity('login', 'User logged in');
      return auth.user;
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Login failed');
      throw err;
    }
  }, [startSession]);

  const register = useCallback(async (input: RegisterRequest) => {
    setError(null);
    try {
      const auth = await postRegister(input);
      startSession(auth, false);
      logActivity('register', 'User registered');
      return auth.user;
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Registration failed');
      throw err;
    }
  }, [startSession]);

  const logout = useCallback(async () => {
    // Logout failures are only logged (SPEC.md section 8); the local session ends regardless.
    await postLogoutActivity().catch((err: unknown) => console.warn('Activity log failed', err));
    await postLogout(getRefreshToken()).catch((err: unknown) => console.warn('Logout failed', err));
    clearAuth();
    expireSessionCookies();
    setError(null);
    emitAuthCleared('logout'); // sets the user to null and the session's end to 'logout' // features drop the current analysis and history
  }, []);

  const refreshUser = useCallback(async () => {
    try {
      keepUser(await getCurrentUser());
    } catch (err) {
      // An ended session is handled by the API client (the user is cleared); anything else keeps what is shown.
      console.warn('Failed to get user info', err);
    }
  }, [keepUser]);

  const updateProfile = useCallback(async (update: ProfileUpdate) => {
    const fresh = await patchProfile(update);
    keepUser(fresh);
    return fresh;
  }, [keepUser]);

  const changePassword = useCallback(async (fields: PasswordChangeFields) => {
    const auth = await postPasswordChange({ ...fields, remember_me: isRememberMe() });
    startSession(auth, auth.remember_me);
  }, [startSession]);

  const clearError = useCallback(() => setError(null), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isLoading,
      error,
      sessionEnd,
      login,
      register,
      logout,
      refreshUser,
      updateProfile,
      changePassword,
      clearError,
    }),
    [user, isLoading, error, sessionEnd, login, register, logout, refreshUser, updateProfile, changePassword, clearError],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

import type { AuthResponse, User } from '@shobdo/contracts';
import { createContext, useContext } from 'react';
import type { SessionEnd } from './auth-events';

/**
 * The session every feature reads. It lives in lib (not in features/auth) so that features can use
 * the current user without importing another feature; features/auth provides it. Requests that change
 * the account are TanStack Query mutations in features/auth/api, which hand their answers to
 * `startSession` or `keepUser`.
 */
export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** True until the stored session has been checked with the server. */
  isLoading: boolean;
  /** How the last session on this page ended; null while signed in or before any session. */
  sessionEnd: SessionEnd | null;
  /** The answer of a login, sign-up or password change: tokens stored, the user signed in. */
  startSession: (auth: AuthResponse, rememberMe: boolean) => void;
  /** A fresh copy of the signed-in account (after a profile change): stored for the next restore and shown. */
  keepUser: (user: User) => void;
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

import type { PasswordChangeFields, ProfileUpdate, RegisterRequest, User } from '@shobdo/contracts';
import { createContext, useContext } from 'react';
import type { SessionEnd } from './auth-events';

export interface LoginInput {
  username: string;
  password: string;
  rememberMe: boolean;
}

/**
 * The auth state every feature reads. It lives in lib (not in features/auth) so that features can use
 * the current user without importing another feature; features/auth provides it.
 */
export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** True until the stored session has been checked with the server. */
  isLoading: boolean;
  error: string | null;
  /** How the last session on this page ended; null while signed in or before any session. */
  sessionEnd: SessionEnd | null;
  login: (input: LoginInput) => Promise<User>;
  register: (input: RegisterRequest) => Promise<User>;
  logout: () => Promise<void>;
  /**
   * Reads the signed-in user again (GET /api/auth/user/). The user kept since login goes stale: the
   * profile's analysis count and last analysis grow with every analysis.
   */
  refreshUser: () => Promise<void>;
  /** Saves the signed-in user's profile fields and keeps the stored user in step. */
  updateProfile: (update: ProfileUpdate) => Promise<User>;
  /** Changes the password; the session goes on with the fresh tokens, every other session ends. */
  changePassword: (fields: PasswordChangeFields) => Promise<void>;
  clearError: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

import type { User } from '@shobdo/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { i18n } from '@/lib/i18n';

export function makeUser(role: User['role'], username = 'rahim'): User {
  return {
    id: `${username}-id`,
    username,
    email: `${username}@example.com`,
    role,
    role_display: role,
    preferred_language: 'bn',
    country: null,
    age: null,
    full_name: '',
    status: 'active',
    status_color: 'green',
    language: 'bn',
    analysis_count: 0,
    last_analysis: null,
    joinDate: '2026-01-01T00:00:00.000Z',
  };
}

/** Auth state for component tests; the actions reject unless a test provides its own. */
export function makeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user ?? null;
  return {
    user,
    isAuthenticated: user !== null,
    isLoading: false,
    error: null,
    sessionEnd: null,
    login: () => Promise.reject(new Error('login not expected')),
    register: () => Promise.reject(new Error('register not expected')),
    logout: () => Promise.resolve(),
    refreshUser: () => Promise.resolve(),
    updateProfile: () => Promise.reject(new Error('updateProfile not expected')),
    changePassword: () => Promise.reject(new Error('changePassword not expected')),
    clearError: () => undefined,
    ...overrides,
  };
}

export function renderWithAuth(ui: ReactNode, auth: AuthContextValue = makeAuth()) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
    </I18nextProvider>,
  );
}

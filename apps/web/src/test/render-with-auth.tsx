import type { User } from '@shobdo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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

/** Auth state for component tests; the session actions do nothing unless a test provides its own. */
export function makeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user ?? null;
  return {
    user,
    isAuthenticated: user !== null,
    isLoading: false,
    sessionEnd: null,
    startSession: () => undefined,
    keepUser: () => undefined,
    logout: () => Promise.resolve(),
    ...overrides,
  };
}

/** A query client as the app's (no retries), one per test so that no cache leaks between tests. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The app's providers around `ui`; a test that re-renders with other auth passes the same query client. */
export function withProviders(ui: ReactNode, auth: AuthContextValue, queryClient: QueryClient) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function renderWithAuth(
  ui: ReactNode,
  auth: AuthContextValue = makeAuth(),
  queryClient: QueryClient = makeQueryClient(),
) {
  return render(withProviders(ui, auth, queryClient));
}

import type { Role } from '@shobdo/contracts';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { i18n } from '@/lib/i18n';
import { makeAuth, makeUser } from '@/test/render-with-auth';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

function auth(role: Role | null, isLoading = false): AuthContextValue {
  return makeAuth({ user: role ? makeUser(role) : null, isLoading });
}

/** /login guarded as the login page does; `update` re-renders it with another auth state. */
function renderLogin(initial: AuthContextValue) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <p>dashboard page</p> },
      {
        path: '/login',
        element: (
          <RedirectIfSignedIn to="/dashboard">
            <p>login form</p>
          </RedirectIfSignedIn>
        ),
      },
    ],
    { initialEntries: ['/login'] },
  );
  const tree = (value: AuthContextValue) => (
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={value}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </I18nextProvider>
  );
  const { rerender } = render(tree(initial));
  return { router, update: (value: AuthContextValue) => rerender(tree(value)) };
}

describe('RedirectIfSignedIn', () => {
  it('shows the page to a visitor', () => {
    renderLogin(auth(null));
    expect(screen.getByText('login form')).toBeInTheDocument();
  });

  it.each(['user', 'admin'] as const)('sends a %s who arrives signed in where signing in would', async (role) => {
    const { router } = renderLogin(auth(role));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(screen.queryByText('login form')).not.toBeInTheDocument();
    // Replaced, so Back does not return to a form the user cannot use.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('waits for a stored session to be checked, then redirects', async () => {
    const { update } = renderLogin(auth('user', true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('login form')).not.toBeInTheDocument();
    update(auth('user'));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('shows the form when the server refuses the stored session', () => {
    const { update } = renderLogin(auth('user', true));
    update(auth(null));
    expect(screen.getByText('login form')).toBeInTheDocument();
  });

  it('leaves the navigation to the page when the visitor signs in on it', () => {
    const { router, update } = renderLogin(auth(null));
    update(auth('user'));
    expect(screen.getByText('login form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

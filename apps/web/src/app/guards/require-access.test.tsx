import type { Role } from '@shobdo/contracts';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeAuth, makeQueryClient, makeUser, renderWithAuth, withProviders } from '@/test/render-with-auth';
import { RequireAccess } from './require-access';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login page from {from}</p>;
}

function renderAt(path: string, role: Role | null, requirement: { auth?: boolean; role?: Role }, isLoading = false) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/login', element: <LoginProbe /> },
      {
        element: <RequireAccess {...requirement} />,
        children: [{ path: '/protected', element: <p>protected page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  renderWithAuth(<RouterProvider router={router} />, makeAuth({ user: role ? makeUser(role) : null, isLoading }));
  return router;
}

describe('RequireAccess', () => {
  it('sends a visitor to /login carrying the origin', async () => {
    renderAt('/protected', null, { auth: true });
    expect(await screen.findByText('login page from /protected')).toBeInTheDocument();
  });

  it('shows Loading... while auth resolves', () => {
    renderAt('/protected', null, { auth: true }, true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it.each(['user', 'moderator', 'admin'] as const)('lets a %s into an any-role page', async (role) => {
    renderAt('/protected', role, { auth: true });
    expect(await screen.findByText('protected page')).toBeInTheDocument();
  });

  it.each([
    ['user', 'admin', 'home page'],
    ['moderator', 'admin', 'home page'],
    ['admin', 'admin', 'protected page'],
    ['user', 'moderator', 'home page'],
    ['moderator', 'moderator', 'protected page'],
    ['admin', 'moderator', 'protected page'],
  ] as const)('holder %s, required %s shows the %s', async (role, required, expected) => {
    renderAt('/protected', role, { role: required });
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it.each([
    ['logout', 'home page'],
    ['expired', 'login page from /protected'],
  ] as const)('sends a user whose session ends on the page by %s to the %s', async (sessionEnd, expected) => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home page</p> },
        { path: '/login', element: <LoginProbe /> },
        { element: <RequireAccess auth />, children: [{ path: '/protected', element: <p>protected page</p> }] },
      ],
      { initialEntries: ['/protected'] },
    );
    const queryClient = makeQueryClient();
    const { rerender } = renderWithAuth(
      <RouterProvider router={router} />,
      makeAuth({ user: makeUser('user') }),
      queryClient,
    );
    expect(await screen.findByText('protected page')).toBeInTheDocument();
    // A logout lands on / (docs/product/screens.md: logout navigates to /, and the logout's own navigation must not be
    // overtaken); an expired session goes to /login and back, like any visitor (decision 0009).
    rerender(withProviders(<RouterProvider router={router} />, makeAuth({ user: null, sessionEnd }), queryClient));
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });
});

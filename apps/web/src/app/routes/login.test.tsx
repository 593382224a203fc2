import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthContextValue } from '@/lib/auth-context';
import type { SessionEnd } from '@/lib/auth-events';
import { changeLanguage } from '@/lib/i18n';
import { makeAuth, renderWithAuth } from '@/test/render-with-auth';
import LoginPage from './login';

function renderLogin(sessionEnd: SessionEnd | null, state: unknown) {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: [{ pathname: '/login', state }],
  });
  const auth: AuthContextValue = makeAuth({ sessionEnd });
  renderWithAuth(<RouterProvider router={router} />, auth);
}

afterEach(() => changeLanguage('en'));

describe('LoginPage after a session ran out (decision 0009)', () => {
  const fromHistory = { from: { pathname: '/history' } };

  it('says why a guarded page sent the visitor here', async () => {
    renderLogin('expired', fromHistory);
    expect(await screen.findByRole('status')).toHaveTextContent('Authentication expired. Please login again.');
  });

  it('says it in Bengali in Bengali mode', async () => {
    changeLanguage('bn');
    renderLogin('expired', fromHistory);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'আপনার লগ ইনের মেয়াদ শেষ হয়েছে। অনুগ্রহ করে আবার লগ ইন করুন।',
    );
  });

  it('says nothing to a visitor who never had a session, or who logged out', async () => {
    renderLogin(null, fromHistory);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says nothing when the visitor opened /login by hand', async () => {
    renderLogin('expired', null);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

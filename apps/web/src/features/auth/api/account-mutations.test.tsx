import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAuth, makeQueryClient, makeUser, renderWithAuth } from '@/test/render-with-auth';
import { serveApi } from '@/test/serve-api';
import { useChangePasswordMutation } from './change-password';
import { CURRENT_USER_KEY, useCurrentUserQuery } from './get-current-user';
import { useLoginMutation } from './login';
import { useUpdateProfileMutation } from './update-profile';

const account = makeUser('user');
const session = { access_token: 'a', refresh_token: 'r', user: account, remember_me: true };

afterEach(() => vi.unstubAllGlobals());

/** Shows the current-user query's count and fires one of the mutations. */
function Probe({ action }: { action: 'profile' | 'password' | 'login' }) {
  const current = useCurrentUserQuery(account.id);
  const profile = useUpdateProfileMutation();
  const password = useChangePasswordMutation();
  const login = useLoginMutation();
  const run = () => {
    if (action === 'profile') profile.mutate({ full_name: 'Rahim Ahmed' });
    if (action === 'password')
      password.mutate({
        current_password: 'old-password',
        new_password: 'new-password-1',
        new_password_confirm: 'new-password-1',
      });
    if (action === 'login') login.mutate({ username: 'rahim', password: 'secret-password', remember_me: true });
  };
  return (
    <>
      <p data-testid="count">{current.data ? String(current.data.analysis_count) : 'loading'}</p>
      <p data-testid="name">{current.data?.full_name}</p>
      <button type="button" onClick={run}>
        go
      </button>
    </>
  );
}

describe('account mutations invalidate the current-user query', () => {
  it('a profile change keeps the fresh account in the session and reads the account again', async () => {
    let reads = 0;
    const calls = serveApi((call) => {
      if (call.method === 'PATCH') return { status: 200, body: { ...account, full_name: 'Rahim Ahmed' } };
      if (call.url === '/api/analytics/activities/') return { status: 201, body: {} };
      reads += 1;
      return {
        status: 200,
        body: { ...account, full_name: reads === 1 ? '' : 'Rahim Ahmed', analysis_count: reads === 1 ? 0 : 4 },
      };
    });
    const keepUser = vi.fn();
    const queryClient = makeQueryClient();
    renderWithAuth(<Probe action="profile" />, makeAuth({ user: account, keepUser }), queryClient);
    expect(await screen.findByText('0')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(screen.getByTestId('name')).toHaveTextContent('Rahim Ahmed');
    expect(keepUser).toHaveBeenCalledWith(expect.objectContaining({ full_name: 'Rahim Ahmed' }));
    // The activity log entry is written without being waited for, so only its presence is checked.
    const activity = 'POST /api/analytics/activities/';
    const seen = calls.map((call) => `${call.method} ${call.url}`);
    expect(seen.filter((call) => call !== activity)).toEqual([
      'GET /api/auth/user/',
      'PATCH /api/users/users/me/',
      'GET /api/auth/user/',
    ]);
    expect(seen.filter((call) => call === activity)).toHaveLength(1);
    expect(queryClient.getQueryState([...CURRENT_USER_KEY, account.id])?.isInvalidated).toBe(false);
  });

  it('a password change starts the session with the fresh tokens and reads the account again', async () => {
    const calls = serveApi((call) =>
      call.method === 'POST' ? { status: 200, body: session } : { status: 200, body: account },
    );
    const startSession = vi.fn();
    renderWithAuth(<Probe action="password" />, makeAuth({ user: account, startSession }));
    await screen.findByText('0');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect(startSession).toHaveBeenCalledWith(session, true);
  });

  it('a login starts the session with the remember-me choice and reads the account again', async () => {
    const calls = serveApi((call) =>
      call.method === 'POST' ? { status: 200, body: session } : { status: 200, body: account },
    );
    const startSession = vi.fn();
    renderWithAuth(<Probe action="login" />, makeAuth({ user: account, startSession }));
    await screen.findByText('0');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect(calls[1]).toMatchObject({ url: '/api/auth/login/', body: { username: 'rahim', remember_me: true } });
    expect(startSession).toHaveBeenCalledWith(session, true);
  });
});

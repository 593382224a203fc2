import { PASSWORD_MESSAGES } from '@shobdo/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth-context';
import { changeLanguage } from '@/lib/i18n';
import { makeAuth, makeUser, renderWithAuth } from '@/test/render-with-auth';
import { serveApi, type ApiHandler } from '@/test/serve-api';
import { PasswordForm } from './password-form';

const account = makeUser('user');
const fresh = { access_token: 'a2', refresh_token: 'r2', user: account, remember_me: false };

function renderForm(auth: Partial<AuthContextValue> = {}) {
  renderWithAuth(<PasswordForm />, makeAuth({ user: account, ...auth }));
  return userEvent.setup();
}

const answer = (status: number, body: unknown): ReturnType<ApiHandler> => ({ status, body });

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  for (const [label, value] of [
    ['Current password', current],
    ['New password', next],
    ['Confirm new password', confirm],
  ] as const) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

afterEach(() => {
  changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('PasswordForm', { timeout: 15_000 }, () => {
  it("checks the sign-up's rules in order before sending", async () => {
    const calls = serveApi(() => answer(200, fresh));
    const user = renderForm();
    const submit = screen.getByRole('button', { name: 'Change password' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await fill(user, 'old-password', 'new-password-1', 'new-password-2');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await fill(user, 'old-password', 'short', 'short');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    await fill(user, 'old-password', 'old-password', 'old-password');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.sameAsCurrent);
    expect(calls).toEqual([]);
  });

  it('changes the password, empties the fields and says so', async () => {
    const calls = serveApi(() => answer(200, fresh));
    const startSession = vi.fn();
    const user = renderForm({ startSession });
    await fill(user, 'old-password', 'new-password-1', 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password changed. Other devices have been signed out.',
    );
    expect(calls).toEqual([
      {
        url: '/api/users/users/me/password/',
        method: 'POST',
        body: {
          current_password: 'old-password',
          new_password: 'new-password-1',
          new_password_confirm: 'new-password-1',
          remember_me: false,
        },
      },
      {
        url: '/api/analytics/activities/',
        method: 'POST',
        body: { activity_type: 'settings', description: 'Changed the password', metadata: {} },
      },
    ]);
    // This session goes on with the fresh tokens.
    expect(startSession).toHaveBeenCalledWith(fresh, false);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password in the UI language', async () => {
    serveApi(() =>
      answer(400, {
        error: 'Bad Request',
        message: PASSWORD_MESSAGES.currentWrong,
        details: { current_password: [PASSWORD_MESSAGES.currentWrong] },
      }),
    );
    const user = renderForm();
    await fill(user, 'not-it-at-all', 'new-password-1', 'new-password-1');
    act(() => changeLanguage('bn'));
    await user.click(screen.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('বর্তমান পাসওয়ার্ড: বর্তমান পাসওয়ার্ডটি সঠিক নয়।');
  });

  it('clears an old error as soon as a field changes', async () => {
    serveApi(() => answer(400, { error: 'Bad Request', message: PASSWORD_MESSAGES.currentWrong }));
    const user = renderForm();
    await fill(user, 'not-it-at-all', 'new-password-1', 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveFocus(); // announced and the keyboard continues from it
    await user.type(screen.getByLabelText('Current password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

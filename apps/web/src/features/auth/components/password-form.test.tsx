import { PASSWORD_MESSAGES } from '@shobdo/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth-context';
import { ApiRequestError } from '@/lib/api-errors';
import { changeLanguage } from '@/lib/i18n';
import { makeAuth, makeUser, renderWithAuth } from '@/test/render-with-auth';
import { PasswordForm } from './password-form';

function renderForm(auth: Partial<AuthContextValue> = {}) {
  renderWithAuth(<PasswordForm />, makeAuth({ user: makeUser('user'), ...auth }));
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  for (const [label, value] of [['Current password', current], ['New password', next], ['Confirm new password', confirm]] as const) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

afterEach(() => changeLanguage('en'));

describe('PasswordForm', { timeout: 15_000 }, () => {
  it("checks the sign-up's rules in order before sending", async () => {
    const changePassword = vi.fn();
    const user = renderForm({ changePassword });
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
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes the password, empties the fields and says so', async () => {
    const changePassword = vi.fn().mockResolvedValue(undefined);
    const user = renderForm({ changePassword });
    await fill(user, 'old-password', 'new-password-1', 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed. Other devices have been signed out.');
    expect(changePassword).toHaveBeenCalledWith({ current_password: 'old-password', new_password: 'new-password-1', new_password_confirm: 'new-password-1' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password in the UI language', async () => {
    const changePassword = vi.fn().mockRejectedValue(
      new ApiRequestError(400, PASSWORD_MESSAGES.currentWrong, { details: { current_password: [PASSWORD_MESSAGES.currentWrong] } }),
    );
    const user = renderForm({ changePassword });
    await fill(user, 'not-it-at-all', 'new-password-1', 'new-password-1');
    act(() => changeLanguage('bn'));
    await user.click(screen.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('বর্তমান পাসওয়ার্ড: বর্তমান পাসওয়ার্ডটি সঠিক নয়।');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth-context';
import { changeLanguage, i18n } from '@/lib/i18n';
import { makeAuth, makeUser, renderWithAuth } from '@/test/render-with-auth';
import { serveApi } from '@/test/serve-api';
import { SignupForm } from './signup-form';

function renderForm(auth: Partial<AuthContextValue> = {}, onSuccess = vi.fn()) {
  const router = createMemoryRouter([{ path: '/', element: <SignupForm onSuccess={onSuccess} /> }]);
  renderWithAuth(<RouterProvider router={router} />, makeAuth(auth));
  return { user: userEvent.setup(), onSuccess };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) {
  const labels: Record<string, string> = {
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm Password',
    age: 'Age (optional)',
  };
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labels[field]!);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

afterEach(() => {
  changeLanguage('en');
  vi.unstubAllGlobals();
});

// Typing every field with user-event takes seconds when the whole suite shares two cores.
describe('SignupForm validation order (docs/product/constants.md#validation)', { timeout: 15_000 }, () => {
  it('reports each rule in order as the previous one is fixed', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /terms/i }));
    const submit = screen.getByRole('button', { name: 'Create Account' });
    const expectError = async (message: string) => {
      await user.click(submit);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    };

    await fill(user, { username: 'rahim', email: 'not-an-email', password: 'short' });
    await expectError('Please fill in all required fields');
    await fill(user, { confirm: 'different' });
    await expectError('Passwords do not match');
    await fill(user, { confirm: 'short' });
    await expectError('Password must be at least 8 characters long');
    await fill(user, { password: 'long-enough', confirm: 'long-enough' });
    await expectError('Please enter a valid email address');
    await fill(user, { email: 'rahim@example.com', age: '12' });
    await expectError('Please enter a valid age between 13 and 120');
  });

  it('submits a valid form and joins server field errors', async () => {
    let attempt = 0;
    const calls = serveApi(() =>
      (attempt += 1) === 1
        ? {
            status: 400,
            body: {
              error: 'Bad Request',
              message: 'Invalid',
              details: { username: ['already taken'], email: ['already used'] },
            },
          }
        : // an account whose preferred language is Bengali
          { status: 201, body: { access_token: 'a', refresh_token: 'r', user: makeUser('user'), remember_me: false } },
    );
    const startSession = vi.fn();
    const { user, onSuccess } = renderForm({ startSession });
    await fill(user, {
      username: 'rahim',
      email: 'rahim@example.com',
      password: 'long-enough',
      confirm: 'long-enough',
      age: '30',
    });
    await user.click(screen.getByRole('checkbox', { name: /terms/i }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('username: already taken; email: already used');
    expect(calls[0]).toMatchObject({ url: '/api/auth/register/', method: 'POST' });
    expect(calls[0]!.body).toMatchObject({ username: 'rahim', age: 30, preferred_language: 'en', country: null }); // the UI's language by default

    await fill(user, { age: '২৫' }); // Bengali digits, as a Bengali keyboard types them
    // The old error belonged to the old values.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(calls[1]!.body).toMatchObject({ age: 25 });
    expect(startSession).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'a' }), false);
    expect(i18n.language).toBe('bn'); // the new account's preferred language is the interface's now
  });

  it("stops the username and email at the server's limits (a longer one was refused as 'Please fill in all required fields')", async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('Username'));
    await user.paste('u'.repeat(200));
    expect(screen.getByLabelText('Username')).toHaveValue('u'.repeat(150));
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
  });

  it("gives the terms reminder under the box, in the page's words and font, before the fields are checked", async () => {
    const { user } = renderForm();
    const terms = screen.getByRole<HTMLInputElement>('checkbox', { name: /terms/i });
    // Not the browser's bubble, drawn in the system font (no Bengali glyphs where no Bengali font is installed).
    expect(terms).not.toHaveAttribute('required');
    expect(terms).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const reminder = screen.getByRole('alert');
    expect(reminder).toHaveTextContent('Please tick this box to accept the Terms of Service and Privacy Policy.');
    expect(terms).toHaveFocus();
    expect(terms).toBeInvalid();
    expect(terms).toHaveAccessibleDescription(/Please tick this box/);
    // The terms the box speaks of are one click away, in a new tab so the form keeps what was typed.
    const link = screen.getByRole('link', { name: 'Terms of Service and Privacy Policy' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleDescription('(opens in a new tab)');
    await user.click(terms);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(terms).toBeValid();
    // With the box ticked the fields' own checks come next.
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  });

  it('gives the terms reminder in Bengali in the Bengali interface', async () => {
    changeLanguage('bn');
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'এগোতে হলে পরিষেবার শর্তাবলি ও গোপনীয়তা নীতিতে সম্মতির ঘরে টিক দিন।',
    );
  });
});

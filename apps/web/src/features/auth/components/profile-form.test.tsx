import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth-context';
import { changeLanguage, i18n } from '@/lib/i18n';
import { makeAuth, makeUser, renderWithAuth } from '@/test/render-with-auth';
import { serveApi, type ServedCall } from '@/test/serve-api';
import { ProfileForm } from './profile-form';

const account = { ...makeUser('user'), full_name: 'Rahim Uddin', preferred_language: 'en' as const, age: 30 };

function renderForm(auth: Partial<AuthContextValue> = {}) {
  renderWithAuth(<ProfileForm user={account} />, makeAuth({ user: account, ...auth }));
  return userEvent.setup();
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** The server's answer to PATCH /me/: the account with the update applied. */
function saveEcho() {
  return serveApi((call: ServedCall) => ({ status: 200, body: { ...account, ...(call.body as object) } }));
}
const patches = (calls: ServedCall[]) => calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

afterEach(() => {
  changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('ProfileForm', { timeout: 15_000 }, () => {
  it('starts from the account and checks email and age with the sign-up messages before sending', async () => {
    const calls = saveEcho();
    const user = renderForm();
    expect(screen.getByLabelText('Full name')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('Email')).toHaveValue('rahim@example.com');
    expect(screen.getByLabelText('Age (optional)')).toHaveValue('30');

    await replace(user, 'Email', 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');

    await replace(user, 'Email', 'rahim@example.com');
    await replace(user, 'Age (optional)', '7');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid age between 13 and 120');
    await replace(user, 'Age (optional)', 'abc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid age between 13 and 120');
    expect(calls).toEqual([]);
  });

  it("stops a long name or email at the server's limit instead of sending one it would refuse", async () => {
    const calls = saveEcho();
    const user = renderForm();
    await user.clear(screen.getByLabelText('Full name'));
    await user.click(screen.getByLabelText('Full name'));
    await user.paste('n'.repeat(200));
    expect(screen.getByLabelText('Full name')).toHaveValue('n'.repeat(150));
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Country (optional)')).toHaveAttribute('maxlength', '100');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(patches(calls)).toEqual([expect.objectContaining({ full_name: 'n'.repeat(150) })]));
  });

  it('saves, says so, and switches the interface to the preferred language', async () => {
    const calls = saveEcho();
    const keepUser = vi.fn();
    const user = renderForm({ keepUser });
    await replace(user, 'Full name', 'Rahim Ahmed');
    await replace(user, 'Age (optional)', '৩১'); // Bengali digits, as a Bengali keyboard types them
    await user.selectOptions(screen.getByLabelText('Preferred Language'), 'bn');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('প্রোফাইল হালনাগাদ হয়েছে।');
    expect(patches(calls)).toEqual([
      { full_name: 'Rahim Ahmed', email: 'rahim@example.com', country: null, age: 31, preferred_language: 'bn' },
    ]);
    // The session keeps the fresh account (navigation, next restore).
    expect(keepUser).toHaveBeenCalledWith(expect.objectContaining({ full_name: 'Rahim Ahmed', age: 31 }));
    expect(i18n.language).toBe('bn');
  });

  it("shows the server's field errors, or the status message when it sent no words", async () => {
    let patch = 0;
    serveApi(() =>
      (patch += 1) === 1
        ? {
            status: 400,
            body: {
              error: 'Bad Request',
              message: 'Invalid',
              details: { email: ['A user with that email already exists.'] },
            },
          }
        : { status: 409, body: {} },
    );
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('email: A user with that email already exists.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred.');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});

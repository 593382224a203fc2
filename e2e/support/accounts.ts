import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './credentials';

export interface Account {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A unique, valid set of sign-up values (tests run against one shared server). */
export function newAccount(prefix = 'e2e'): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${prefix}_${id}`;
  return { username, email: `${username}@example.com`, password: 'Secret-pass-123' };
}

/** Registers a fresh user through the real API. */
export async function signUpViaApi(request: APIRequestContext, prefix?: string): Promise<Account> {
  const account = newAccount(prefix);
  const response = await request.post('/api/auth/register/', {
    data: { ...account, password_confirm: account.password, preferred_language: 'en' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

export const adminAccount: Pick<Account, 'username' | 'password'> = {
  username: ADMIN_USERNAME,
  password: ADMIN_PASSWORD,
};

/** Logs in through the login form (the page must already be on /login or be sent there). */
export interface LoginLabels {
  username: string;
  password: string;
  submit: string;
}

export async function fillLoginForm(
  page: Page,
  account: Pick<Account, 'username' | 'password'>,
  labels: LoginLabels = LOGIN_LABELS.en,
) {
  await page.getByLabel(labels.username).fill(account.username);
  await page.getByLabel(labels.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

export async function logInViaUi(page: Page, account: Pick<Account, 'username' | 'password'>) {
  await page.goto('/login');
  await fillLoginForm(page, account);
  await page.waitForURL((url) => url.pathname !== '/login');
}

export const LOGIN_LABELS = {
  en: { username: 'Username or Email', password: 'Password', submit: 'Sign In' },
  bn: { username: 'ইউজারনেম বা ইমেইল', password: 'পাসওয়ার্ড', submit: 'সাইন ইন' },
} as const;

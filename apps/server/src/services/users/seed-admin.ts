import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../db/errors';
import { isHttpError } from '../../lib/errors';
import type { Database } from '../../db/types';
import { createAccount } from './accounts';
import { hasAdmin } from './queries/users';

export interface SeededAdmin {
  username: string;
  /** Set only when the password was generated: it must be shown once, it is stored hashed. */
  generatedPassword?: string;
}

/**
 * The first start creates an admin account when none exists, from SHOBDO_ADMIN_USERNAME and
 * SHOBDO_ADMIN_PASSWORD where set, otherwise 'admin' with a random password.
 */
export async function seedAdmin(
  db: Database,
  options: { username?: string; password?: string },
): Promise<SeededAdmin | null> {
  if (await hasAdmin(db)) return null;
  const username = options.username ?? 'admin';
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  try {
    await createAccount(db, {
      username,
      email: `${username.toLowerCase()}@shobdo.local`,
      password: options.password ?? generatedPassword ?? '',
      role: 'admin',
      preferred_language: 'en',
      age: null,
      full_name: 'Administrator',
    });
  } catch (error) {
    // Another instance on the same PostgreSQL created it first: the unique index refused this insert, or
    // createAccount's check saw the name taken (a 400) once the other insert had committed.
    if ((isUniqueViolation(error) || isHttpError(error)) && (await hasAdmin(db))) return null;
    throw error;
  }
  return { username, generatedPassword };
}

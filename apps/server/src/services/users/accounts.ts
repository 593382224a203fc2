import { ACCOUNT_MESSAGES, type ProfileBody, type RegisterBody, type Role, type User } from '@shobdo/contracts';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/types';
import type { UserRow } from '../../db/schema';
import { badRequest, unauthorized, type ErrorDetails } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { serializeUser } from './serialize-user';
import { findUserById, findUsernameOrEmailClash, insertUser, updateUser } from './queries/users';

export interface NewAccount extends Omit<RegisterBody, 'password_confirm'> {
  /** Only server-side callers (admin seeding, tests) pass a role; registration never does. */
  role?: Role;
}

/** 400 naming the field(s) already taken, e.g. 'A user with that username already exists.' */
async function assertAvailable(db: Database, username: string | undefined, email: string | undefined) {
  const clash = await findUsernameOrEmailClash(db, username, email);
  const details: ErrorDetails = {};
  if (clash.username) details.username = [ACCOUNT_MESSAGES.usernameTaken];
  if (clash.email) details.email = [ACCOUNT_MESSAGES.emailTaken];
  const first = details.username ?? details.email;
  if (first) throw badRequest(first[0], details);
}

export async function createAccount(db: Database, account: NewAccount): Promise<UserRow> {
  await assertAvailable(db, account.username, account.email);
  try {
    return await insertUser(db, {
      username: account.username,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: account.role ?? 'user',
      preferredLanguage: account.preferred_language,
      country: account.country || null,
      age: account.age,
      fullName: account.full_name ?? '',
    });
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides, the loser gets a 400.
    if (isUniqueViolation(error)) await assertAvailable(db, account.username, account.email);
    throw error;
  }
}

/** The signed-in user's record; 401 when the account is gone or inactive since the token was issued. */
export async function getCurrentUser(db: Database, userId: string): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row || row.status !== 'active') throw unauthorized();
  return serializeUser(row);
}

export async function updateProfile(db: Database, userId: string, changes: ProfileBody): Promise<User> {
  const current = await findUserById(db, userId);
  if (!current || current.status !== 'active') throw unauthorized();
  if (changes.email && changes.email.toLowerCase() !== current.email.toLowerCase()) {
    await assertAvailable(db, undefined, changes.email);
  }
  try {
    const row = await updateUser(db, userId, {
      email: changes.email,
      fullName: changes.full_name,
      preferredLanguage: changes.preferred_language,
      country: changes.country === undefined ? undefined : changes.country || null,
      age: changes.age,
    });
    if (!row) throw unauthorized();
    return serializeUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) await assertAvailable(db, undefined, changes.email);
    throw error;
  }
}

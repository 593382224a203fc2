import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { users, type NewUserRow, type UserRow } from '../../../db/schema';

// All SQL about users lives here.

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Login accepts a username or an email, both compared without case. */
export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)))
    .limit(2);
  // A username equal to someone else's email cannot exist (usernames have no @), so at most one.
  return rows[0];
}

export async function findUsernameOrEmailClash(
  db: Database,
  username: string | undefined,
  email: string | undefined,
): Promise<{ username: boolean; email: boolean }> {
  const conditions = [];
  if (username) conditions.push(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (email) conditions.push(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (conditions.length === 0) return { username: false, email: false };
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(...conditions));
  return {
    username: !!username && rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: !!email && rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(db: Database, id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function hasAdmin(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return rows.length > 0;
}

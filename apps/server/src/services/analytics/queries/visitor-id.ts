import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { todayIn } from '../calendar';
import { queryRows } from '../../../db/query-rows';

// Per database (tests open many); the salt itself lives in the database, shared by all instances.
const cache = new WeakMap<object, { day: string; salt: string }>();

/**
 * Today's secret salt (one per day in the analytics time zone, shared by every server instance through
 * the database). Creating a day's salt deletes every older one: once a day is over, nobody (the
 * operator included) can recompute that day's visitor ids from an address and a user agent.
 */
export async function getDailySalt(db: Database, timeZone: string): Promise<string> {
  const day = todayIn(timeZone);
  const cached = cache.get(db);
  if (cached?.day === day) return cached.salt;
  await db.execute(
    sql`insert into visitor_salts (day, salt) values (${day}::date, ${randomBytes(32).toString('hex')}) on conflict (day) do nothing`,
  );
  const [row] = await queryRows<{ salt: string }>(db, sql`select salt from visitor_salts where day = ${day}::date`);
  await db.execute(sql`delete from visitor_salts where day < ${day}::date`);
  cache.set(db, { day, salt: row!.salt });
  return row!.salt;
}

/** The visitor id: hash(daily salt, address, user agent), as Plausible and Umami count visitors. */
export function computeVisitorId(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\u0000${address}\u0000${userAgent}`).digest('hex').slice(0, 32);
}

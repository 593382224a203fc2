import { sql } from 'drizzle-orm';
import type { AgeGroupItem, CountryItem } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { queryRows } from '../../db/query-rows';
import { getAgeGroups } from './queries/get-age-groups';
import { getCountries } from './queries/get-countries';
import { getTotalUsers, type UserTotals } from './queries/get-total-users';

export interface UserFigures {
  users: UserTotals;
  countries: { usersWithCountry: number; countries: CountryItem[] };
  ages: { usersWithAge: number; groups: AgeGroupItem[] };
}

interface Cached {
  version: string;
  figures: Promise<UserFigures>;
}

// Per database handle (one per app): a few entries, one for all users and one per model asked for.
const caches = new WeakMap<Database, Map<string, Cached>>();

/**
 * The figures of registered users (totals and languages, top countries, age groups; of the users of one
 * model when given), computed once and kept while analytics_user_figures_version stands still (decision
 * 0059). Computing them reads every account (a few hundred milliseconds at 100,000); the version moves,
 * inside the changing transaction, whenever an account or a user-model pair that they count changes, so
 * every instance sees the change at its next read. The version is read before the figures, so figures
 * kept under a version are never older than it.
 */
export async function readUserFigures(db: Database, modelId: string | null | undefined): Promise<UserFigures> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select version::text as version from analytics_user_figures_version where id = 1`,
  );
  const version = row?.version ?? 'none';
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = modelId ?? '';
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.figures;
  const figures = computeUserFigures(db, modelId);
  const entry = { version, figures };
  cache.set(key, entry);
  // A failed computation (the database went away) is not kept.
  figures.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return figures;
}

async function computeUserFigures(db: Database, modelId: string | null | undefined): Promise<UserFigures> {
  const [users, countries, ages] = await Promise.all([
    getTotalUsers(db, modelId),
    getCountries(db, modelId),
    getAgeGroups(db, modelId),
  ]);
  return { users, countries, ages };
}

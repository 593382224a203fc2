import { sql } from 'drizzle-orm';
import type { CountryItem } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';
import { countryCode } from '../country-code';
import { usersOfModel } from './model-filter';

const COLORS = ['#3b82f6', '#10b981', '#f59e0b', '#8b5cf6', '#ef4444'];

/**
 * The top countries of registered users (who analysed with the model, when given): share of the users who gave a country, top `limit`, ties
 * alphabetical. docs/metrics.md "Top countries".
 */
export async function getCountries(
  db: Database,
  modelId?: string | null,
  limit = 5,
): Promise<{ usersWithCountry: number; countries: CountryItem[] }> {
  const rows = await queryRows<{ name: string; users: string | number; with_country: string | number }>(
    db,
    sql`select country as name, count(*) as users, sum(count(*)) over () as with_country
        from users where country is not null and country <> '' ${usersOfModel(modelId)} group by country order by count(*) desc, country asc`,
  );
  const withCountry = Number(rows[0]?.with_country ?? 0);
  return {
    usersWithCountry: withCountry,
    countries: rows.slice(0, limit).map((row, i) => ({
      name: row.name,
      code: countryCode(row.name),
      users: Number(row.users),
      percentage: withCountry ? Math.round((Number(row.users) / withCountry) * 1000) / 10 : 0,
      color: COLORS[i % COLORS.length]!,
    })),
  };
}

import { sql } from 'drizzle-orm';
import { AGE_RANGES, type AgeGroupItem } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';
import { usersOfModel } from './model-filter';

/** Registered users (who analysed with the model, when given) by age group, as shares of the users who gave an age. docs/metrics.md "Age groups". */
export async function getAgeGroups(
  db: Database,
  modelId?: string | null,
): Promise<{ usersWithAge: number; groups: AgeGroupItem[] }> {
  const rows = await queryRows<{ range: string; users: string | number }>(
    db,
    sql`select case when age < 18 then '13-17' when age < 25 then '18-24' when age < 35 then '25-34'
                    when age < 45 then '35-44' when age < 55 then '45-54' else '55+' end as range, count(*) as users
        from users where age is not null ${usersOfModel(modelId)} group by 1`,
  );
  const byRange = new Map(rows.map((r) => [r.range, Number(r.users)]));
  const withAge = [...byRange.values()].reduce((a, b) => a + b, 0);
  return {
    usersWithAge: withAge,
    groups: AGE_RANGES.map((range) => {
      const users = byRange.get(range) ?? 0;
      return { range, users, percentage: withAge ? Math.round((users / withAge) * 1000) / 10 : 0 };
    }),
  };
}

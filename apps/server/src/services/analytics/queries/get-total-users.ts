import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';
import { usersOfModel } from './model-filter';

export interface UserTotals {
  total: number;
  bangla: number;
  english: number;
}

/** Registered accounts (every role and status; of those who analysed with the model, when given) and their preferred languages. docs/metrics.md "Total registered users". */
export async function getTotalUsers(db: Database, modelId?: string | null): Promise<UserTotals> {
  const [row] = await queryRows<Record<string, string | number>>(
    db,
    sql`select count(*) as total, count(*) filter (where preferred_language = 'bn') as bn,
               count(*) filter (where preferred_language = 'en') as en from users where true ${usersOfModel(modelId)}`,
  );
  return { total: Number(row?.total ?? 0), bangla: Number(row?.bn ?? 0), english: Number(row?.en ?? 0) };
}

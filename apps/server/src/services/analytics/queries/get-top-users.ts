import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';

export interface TopUserRow {
  id: string;
  username: string;
  analyses: number;
  language: 'en' | 'bn';
  join_date: string;
}

/**
 * The signed-in users with the most analyses of all time (of one model when given), ties by earlier
 * sign-up. docs/metrics.md "Top users".
 */
export async function getTopUsers(db: Database, modelId: string | null | undefined, limit = 10): Promise<TopUserRow[]> {
  const rows = modelId
    ? await queryRows<Record<string, unknown>>(
        db,
        sql`select u.id, u.username, m.analyses, u.preferred_language as language, u.created_at
            from analytics_user_models m join users u on u.id = m.user_id
            where m.model_id = ${modelId} and m.analyses > 0
            order by m.analyses desc, u.created_at asc limit ${limit}`,
      )
    : await queryRows<Record<string, unknown>>(
        db,
        sql`select id, username, analysis_count as analyses, preferred_language as language, created_at
            from users where analysis_count > 0 order by analysis_count desc, created_at asc limit ${limit}`,
      );
  return rows.map((r) => ({
    id: String(r.id),
    username: String(r.username),
    analyses: Number(r.analyses),
    language: r.language === 'en' ? 'en' : 'bn',
    join_date: new Date(r.created_at as string).toISOString(),
  }));
}

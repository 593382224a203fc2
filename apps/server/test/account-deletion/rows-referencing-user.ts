import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/query-rows';

interface ReferencingColumn {
  table_name: string;
  column_name: string;
}

/**
 * Every column of every table that references users(id) by a foreign key, found in the catalogue
 * (not a fixed list), so a table another change adds is checked too.
 */
export async function findColumnsReferencingUsers(app: FastifyInstance): Promise<ReferencingColumn[]> {
  return queryRows<ReferencingColumn>(
    app.db,
    sql`
    select kcu.table_name::text as table_name, kcu.column_name::text as column_name
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = 'public'
    order by 1, 2
  `,
  );
}

/** How many rows of each referencing table still name the user: `{ 'analyses.user_id': 0, ... }`. */
export async function countRowsReferencingUser(app: FastifyInstance, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table_name, column_name } of await findColumnsReferencingUsers(app)) {
    const [row] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${userId}`,
    );
    counts[`${table_name}.${column_name}`] = row?.n ?? 0;
  }
  return counts;
}

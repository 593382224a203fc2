// Where a stored batch row's bytes go, for the batch bench (printed on stderr).
import { sql } from 'drizzle-orm';
import type { buildApp } from '../../apps/server/src/app';

/**
 * Where a batch row's bytes go: the table (heap and TOAST) and its indexes per row, and the average stored
 * size of the wide columns over a sample of batch rows.
 */
export async function storageBreakdown(
  db: Awaited<ReturnType<typeof buildApp>>['db'],
): Promise<Record<string, number>> {
  const answer = (await db.execute(sql`
    with t as (select count(*)::float8 as n from analyses)
    select
      pg_table_size('analyses') / t.n as table_bytes,
      pg_indexes_size('analyses') / t.n as index_bytes,
      (select avg(pg_column_size(s.*)) from (select * from analyses where batch_id is not null limit 10000) s) as tuple_bytes,
      (select avg(pg_column_size(original_text)) from (select original_text from analyses where batch_id is not null limit 10000) s) as text_bytes,
      (select avg(pg_column_size(word_contributions)) from (select word_contributions from analyses where batch_id is not null limit 10000) s) as top_words_bytes,
      (select avg(pg_column_size(class_probabilities)) from (select class_probabilities from analyses where batch_id is not null limit 10000) s) as probabilities_bytes,
      (select avg(pg_column_size(result)) from (select result from analyses where batch_id is not null limit 10000) s) as result_bytes,
      (select avg(pg_column_size(batch_result)) from (select batch_result from analyses where batch_id is not null limit 10000) s) as batch_result_bytes
    from t`)) as unknown as { rows: Record<string, number>[] };
  const indexes = (await db.execute(sql`
    select indexrelname as name, pg_relation_size(indexrelid)::float8 / greatest((select count(*) from analyses), 1) as bytes
    from pg_stat_user_indexes where relname = 'analyses' order by 2 desc`)) as unknown as {
    rows: { name: string; bytes: number }[];
  };
  const row = { ...answer.rows[0], ...Object.fromEntries(indexes.rows.map((i) => [i.name, i.bytes])) };
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Math.round(Number(v))]));
}

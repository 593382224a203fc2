import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/types';
import { queryRows } from '../../apps/server/src/db/query-rows';

// One statement per batch: a single INSERT ... SELECT over a million analyses runs into the server's
// statement timeout (decision 0047) and holds one transaction for minutes.
const BATCH = 10_000;

/**
 * Makes sure the database holds at least `target` corrections: one per analysis of a signed-in user (the
 * demo data's), oldest analyses first, by their owner. Statuses and suggested classes are spread by a
 * hash of the id: about half pending, 30% accepted and 20% rejected, each with a reviewer and a time.
 * Repeatable: a second run adds only what is missing. Batches walk the analyses by (created_at, id), the
 * order of an index, so each batch starts where the previous one stopped.
 */
export async function seedFeedback(db: Database, target: number, log: (line: string) => void): Promise<number> {
  const count = async () =>
    (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from analysis_feedback`))[0]?.n ?? 0;
  const have = await count();
  if (have >= target) return have;
  const started = Date.now();
  let added = 0;
  let cursor: { created_at: string; id: string } | undefined;
  while (have + added < target) {
    const after = cursor
      ? sql`and (a.created_at, a.id) > (${cursor.created_at}::timestamptz, ${cursor.id}::uuid)`
      : sql``;
    const [batch] = await queryRows<{ inserted: number; last_created: string | null; last_id: string | null }>(
      db,
      sql`
      with walked as (
        select a.id, a.user_id, a.model_id, a.detected_type, a.confidence_score, a.created_at
        from analyses a
        where a.user_id is not null ${after}
        order by a.created_at, a.id
        limit ${BATCH}
      ), picked as (
        select w.*, abs(hashtext(w.id::text)) % 100 as h from walked w
        where not exists (select 1 from analysis_feedback f where f.analysis_id = w.id)
        limit ${target - have - added}
      ), labels as (
        select array['not_bully', 'religious', 'sexual', 'troll', 'threat'] as five
      ), inserted as (
        insert into analysis_feedback (analysis_id, user_id, model_id, predicted_label, predicted_confidence,
          correct_label, note, status, source, reviewed_by, reviewed_at, created_at, updated_at)
        select p.id, p.user_id, p.model_id, p.detected_type, p.confidence_score,
          coalesce((select l from unnest(labels.five) l where l <> p.detected_type offset (p.h % 4) limit 1), 'threat'),
          case when p.h % 7 = 0 then 'ভুল ফল' else '' end,
          case when p.h < 50 then 'pending' when p.h < 80 then 'accepted' else 'rejected' end,
          'web',
          case when p.h < 50 then null else p.user_id end,
          case when p.h < 50 then null else p.created_at + interval '1 day' end,
          p.created_at + interval '1 hour', p.created_at + interval '1 hour'
        from picked p, labels
        returning 1
      ), last as (select created_at, id from walked order by created_at desc, id desc limit 1)
      select (select count(*)::int from inserted) as inserted,
             (select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from last) as last_created,
             (select id::text from last) as last_id`,
    );
    if (!batch?.last_id || !batch.last_created) break; // every analysis of a signed-in user has one
    added += batch.inserted;
    cursor = { created_at: batch.last_created, id: batch.last_id };
    if (added > 0 && added % 50_000 < BATCH) log(`  corrections: ${have + added} of ${target}`);
  }
  await db.execute(sql`analyze analysis_feedback`);
  const n = await count();
  log(`corrections: ${have} -> ${n} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return n;
}

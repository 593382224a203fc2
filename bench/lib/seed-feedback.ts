import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/types';
import { queryRows } from '../../apps/server/src/db/query-rows';

/**
 * Makes sure the database holds at least `target` corrections: one per analysis of a signed-in user (the
 * demo data's), oldest analyses first, by their owner. Statuses and suggested classes are spread by a
 * hash of the id: about half pending, 30% accepted and 20% rejected, each with a reviewer and a time.
 * Repeatable: a second run adds only what is missing.
 */
export async function seedFeedback(db: Database, target: number, log: (line: string) => void): Promise<number> {
  const [{ n: have } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from analysis_feedback`,
  );
  if (have >= target) return have;
  const started = Date.now();
  await db.execute(sql`
    with picked as (
      select a.id, a.user_id, a.model_id, a.detected_type, a.confidence_score, a.created_at,
             abs(hashtext(a.id::text)) % 100 as h
      from analyses a
      where a.user_id is not null
        and not exists (select 1 from analysis_feedback f where f.analysis_id = a.id)
      order by a.created_at
      limit ${target - have}
    ), labels as (
      select array['not_bully', 'religious', 'sexual', 'troll', 'threat'] as five
    )
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
  `);
  await db.execute(sql`analyze analysis_feedback`);
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from analysis_feedback`);
  log(`corrections: ${have} -> ${n} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return n;
}

import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/types';
import type { AnalysisBatchRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readsAsAdmin, type Reader } from '../analysis/find-readable-analysis';
import { findBatch } from './queries/batches';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The batches written to lately, as they were read or created. Only what never changes about a batch is
 * used from here (owner, name, model, analysis type, creation time): a file arrives as many appends, and
 * each then starts analysing without a read of the batch. Whether the batch still exists and is still its
 * owner's, and its counts, come from the append's own statement (queries/batches.ts), so a batch deleted
 * since, here or by another server process, answers 404 all the same (decision 0039).
 */
export type RecentBatches = LRUCache<string, AnalysisBatchRow>;

/** One app's (plugins/analysis-state.ts). */
export function createRecentBatches(): RecentBatches {
  return new LRUCache<string, AnalysisBatchRow>({ max: 1000 });
}

/** What finding a batch needs of its app. */
export interface BatchApp {
  db: Database;
  recentBatches: RecentBatches;
}

/**
 * A batch its reader may see: the owner's, or any for an admin (as with analyses). Another user's batch
 * answers 404 like an unknown one, so batch ids reveal nothing; writing to a batch is for its owner only.
 */
export async function findAccessibleBatch(
  { db, recentBatches }: BatchApp,
  id: string,
  reader: NonNullable<Reader>,
  purpose: 'read' | 'delete' | 'append',
): Promise<AnalysisBatchRow> {
  const remembered = purpose === 'append' ? recentBatches.get(id) : undefined;
  const batch = remembered ?? (UUID.test(id) ? await findBatch(db, id) : undefined);
  if (!batch) throw notFound();
  const isOwner = batch.userId === reader.id;
  if (purpose === 'append' && isOwner) recentBatches.set(batch.id, batch);
  if (isOwner || (purpose !== 'append' && readsAsAdmin(reader))) return batch;
  throw notFound();
}

import type { Database } from '../../db/types';
import type { AnalysisBatchRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Reader } from '../analysis/find-readable-analysis';
import { findBatch } from './queries/batches';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A batch its reader may see: the owner's, or any for an admin (as with analyses). Another user's batch
 * answers 404 like an unknown one, so batch ids reveal nothing; writing to a batch is for its owner only.
 */
export async function findAccessibleBatch(
  db: Database,
  id: string,
  reader: NonNullable<Reader>,
  purpose: 'read' | 'delete' | 'append',
): Promise<AnalysisBatchRow> {
  const batch = UUID.test(id) ? await findBatch(db, id) : undefined;
  if (!batch) throw notFound();
  const isOwner = batch.userId === reader.id;
  if (isOwner || (purpose !== 'append' && reader.role === 'admin')) return batch;
  throw notFound();
}

import type { Role } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { findAnalysis } from './queries/analyses';
import type { AnalysisRecord } from './to-analysis';

/** Who is asking: the signed-in user (`apiKeyId` when through an API key), or null for an anonymous visitor. */
export type Reader = { id: string; role: Role; apiKeyId?: string } | null;

/**
 * Whether the reader may read other people's analyses and batches: an admin, but not through an API key,
 * which acts with its owner's rights minus the admin ones (docs/product/decisions.md, "Programs").
 */
export function readsAsAdmin(reader: Reader): boolean {
  return reader?.role === 'admin' && reader.apiKeyId === undefined;
}

/**
 * Which analyses a route path may answer:
 * - `owned`: GET /analyses/{id}/ reads signed-in users' analyses only (owner or admin); an
 *   anonymous analysis answers 403 so that the client falls back to get_anonymous_analysis.
 * - `anonymous`: get_anonymous_analysis reads anonymous analyses by whoever holds the id; an
 *   owned one answers 404, so the path reveals nothing about other people's analyses.
 * - `any`: word_contributions and result follow the analysis's own rule (owner or admin for an
 *   owned analysis, anyone for an anonymous one).
 */
export type ReadScope = 'owned' | 'anonymous' | 'any';

// Ids are random UUIDs; anything else cannot name an analysis, and must not reach the database
// as a malformed uuid (that would be a 500).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findReadableAnalysis(
  db: Database,
  id: string,
  reader: Reader,
  scope: ReadScope,
): Promise<AnalysisRecord> {
  const row = UUID.test(id) ? await findAnalysis(db, id) : undefined;
  if (!row) throw notFound();
  if (row.userId === null) {
    if (scope === 'owned' && !readsAsAdmin(reader)) throw forbidden();
    return row;
  }
  if (scope === 'anonymous') throw notFound();
  if (!reader) throw unauthorized();
  if (reader.id !== row.userId && !readsAsAdmin(reader)) throw forbidden();
  return row;
}

import type { Role } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { forbidden, notFound } from '../../lib/errors';
import { findAnalysis } from '../analysis/queries/analyses';
import type { AnalysisRecord } from '../analysis/to-analysis';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who reports: a signed-in account (the web app's, or an API key's owner). */
export interface Reporter {
  id: string;
  role: Role;
}

/**
 * The analysis a person may correct: their own, or any for an admin (docs/decisions/0050). Another user's
 * analysis is a 404, as the client's read of it ends (the owned read's 403 falls back to
 * get_anonymous_analysis, which answers 404), so the path reveals nothing. An anonymous analysis has no
 * owner to speak for it: only an admin may correct it, anyone else gets 403.
 */
export async function findReportableAnalysis(db: Database, id: string, reporter: Reporter): Promise<AnalysisRecord> {
  const row = UUID.test(id) ? await findAnalysis(db, id) : undefined;
  if (!row) throw notFound();
  if (reporter.role === 'admin' || row.userId === reporter.id) return row;
  if (row.userId === null) throw forbidden();
  throw notFound();
}

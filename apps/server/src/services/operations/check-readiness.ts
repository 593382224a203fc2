import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReadinessResponse } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { countAppliedMigrations } from './queries/count-applied-migrations';

/** The migrations this build ships (drizzle's journal): an instance is ready once all are applied. */
function countShippedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

const shipped = countShippedMigrations();

/**
 * Ready: the database answers and holds every migration this build ships. An older build beside a newer
 * one (a rolling upgrade) sees more applied than it ships, which is fine: migrations only add.
 */
export async function checkReadiness(db: Database): Promise<ReadinessResponse> {
  try {
    const applied = await countAppliedMigrations(db);
    const migrations = applied >= shipped ? 'applied' : 'pending';
    return { status: migrations === 'applied' ? 'ready' : 'not_ready', database: 'ok', migrations };
  } catch {
    return { status: 'not_ready', database: 'error', migrations: 'unknown' };
  }
}

import type { Database } from '../../db/types';
import { runExclusively, type ExclusiveResult } from './run-exclusively';
import { sweepRateLimits } from './rate-limits/queries/sweep-rate-limits';

// Any fixed number, distinct from the roll-up refresh's (1_500_015) and the admin lock's.
export const RATE_LIMIT_SWEEP_LOCK_KEY = 1_500_046;

/** Deletes ended rate-limit windows, on one instance at a time. */
export function sweepExpiredRateLimits(db: Database): Promise<ExclusiveResult<number>> {
  return runExclusively(db, RATE_LIMIT_SWEEP_LOCK_KEY, sweepRateLimits);
}

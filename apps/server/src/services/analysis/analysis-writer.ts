import type { Database } from '../../db/types';
import { insertAnalyses, type AnalysisToStore } from './queries/analyses';

interface Pending {
  row: AnalysisToStore;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for analyses. Every analyze request stores a row and answers only once it is
 * stored; under load, rows that arrive while one insert is running wait and go together in the
 * next, so the database does one statement per batch instead of one per request (the embedded
 * PGlite runs on one thread, see decision 0006, which makes this the difference between
 * hundreds and thousands of analyses a second). With no concurrency a batch is one row.
 */
export class AnalysisWriter {
  private pending: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly db: Database,
    private readonly maxBatch = 256,
  ) {}

  write(row: AnalysisToStore): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      if (this.flushing) return;
      this.flushing = true;
      // Wait until the requests already on the sockets have run up to here, so they share the insert.
      setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.maxBatch);
        await this.store(batch);
      }
    } finally {
      this.flushing = false;
    }
  }

  private async store(batch: Pending[]): Promise<void> {
    try {
      await insertAnalyses(
        this.db,
        batch.map((p) => p.row),
      );
      for (const p of batch) p.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad row (say, its user was deleted a moment ago) must not fail the others.
      for (const p of batch) await this.store([p]);
    }
  }
}

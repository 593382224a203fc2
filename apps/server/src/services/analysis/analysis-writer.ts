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

  /**
   * One insert at a time, and the next one starts before the requests of the last one answer: their
   * answers (JSON, compression, the socket) are this thread's work, the insert is the database's, so
   * both run at once instead of the database waiting for the answers (issue 28: compressing the answers
   * had cost a quarter of the analyse endpoint's throughput this way).
   */
  private async flush(): Promise<void> {
    try {
      let batch = this.take();
      let stored = batch && this.insert(batch);
      while (batch && stored) {
        const failure = await stored;
        let next = this.take();
        let nextStored = next && this.insert(next);
        // The answers wait for the next turn, so that the next insert reaches the database thread first.
        await new Promise<void>((resolve) => setImmediate(resolve));
        await this.settle(batch, failure);
        if (!next) {
          next = this.take();
          nextStored = next && this.insert(next);
        }
        batch = next;
        stored = nextStored;
      }
    } finally {
      this.flushing = false;
    }
  }

  private take(): Pending[] | undefined {
    return this.pending.length > 0 ? this.pending.splice(0, this.maxBatch) : undefined;
  }

  /** Resolves to the error, if the insert failed: the batch is settled by `settle` afterwards. */
  private insert(batch: Pending[]): Promise<{ error: unknown } | undefined> {
    return insertAnalyses(
      this.db,
      batch.map((p) => p.row),
    ).then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
  }

  private async settle(batch: Pending[], failure: { error: unknown } | undefined): Promise<void> {
    if (!failure) {
      for (const p of batch) p.resolve();
      return;
    }
    if (batch.length === 1) {
      batch[0]?.reject(failure.error);
      return;
    }
    // One bad row (say, its user was deleted a moment ago) must not fail the others.
    for (const p of batch) await this.settle([p], await this.insert([p]));
  }
}

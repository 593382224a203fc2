import type { Database } from '../../db/types';
import { addApiKeyUsage, type KeyUsage } from './queries/api-keys';

export interface UsageRecorder {
  /** Counts one request made with the key (memory only; no database work). */
  record(keyId: string, at?: Date): void;
  /** Writes what was counted since the last flush in one statement. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/**
 * Counts keyed requests in memory and adds them to api_keys every `flushEveryMs` (decision 0042), so a
 * keyed request costs no write of its own: one UPDATE per interval serves every key used meanwhile. A
 * failed write keeps its counts for the next one.
 */
export function createUsageRecorder(
  db: Database,
  options: { flushEveryMs: number; onError: (error: unknown) => void },
): UsageRecorder {
  let pending = new Map<string, KeyUsage>();
  let running: Promise<void> = Promise.resolve();

  const writeOnce = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await addApiKeyUsage(db, [...batch.values()]);
    } catch (error) {
      for (const usage of batch.values()) add(usage.keyId, usage.count, usage.lastUsedAt);
      options.onError(error);
    }
  };

  function add(keyId: string, count: number, at: Date) {
    const current = pending.get(keyId);
    if (!current) pending.set(keyId, { keyId, count, lastUsedAt: at });
    else {
      current.count += count;
      if (at > current.lastUsedAt) current.lastUsedAt = at;
    }
  }

  // One write at a time, in order: a flush asked for while one runs waits for it, then writes the rest.
  const flush = () => {
    running = running.then(writeOnce);
    return running;
  };

  const timer = setInterval(() => void flush(), options.flushEveryMs);
  timer.unref();

  return {
    record: (keyId, at = new Date()) => add(keyId, 1, at),
    flush,
    close: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}

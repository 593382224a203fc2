/** What the server's thread asks of the database thread. */
export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Type oids the caller parses itself: they come back as text (functions cannot cross threads). */
      textTypes: number[];
      txId?: number;
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; txId: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** An error as it crossed the thread: message plus the fields (code, detail, ...) callers read. */
export type ThreadError = { message: string; name: string; fields: Record<string, unknown> };

export type ThreadReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

/** The database thread's first message: opened, or why not. */
export type ThreadReady = { ready: true } | { ready: false; error: ThreadError };

export interface ThreadOptions {
  /** Folder of the database files; undefined keeps the database in memory. */
  dataDir: string | undefined;
  /**
   * 'durable' (the default): a write is on disk before it is acknowledged (durable-commit.mjs).
   * 'relaxed': PGlite's own behaviour, fsync off; an OS crash or power cut may lose or corrupt data.
   */
  durability?: Durability;
}

export type Durability = 'durable' | 'relaxed';

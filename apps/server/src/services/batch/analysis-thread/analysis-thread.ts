import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { TextModel } from '@shobdo/nlp';
import type { AnalysedTexts, BatchSlice } from '../analyse-batch-texts';

export type ThreadTask = { kind: 'warm' } | { kind: 'analyse'; modelId: string; version: string; slice: BatchSlice };

/** A thread with nothing to do for this long stops, and gives back the memory its models take. */
const IDLE_MS = 60_000;

const WORKER_URL = new URL('./analysis-thread-bootstrap.mjs', import.meta.url);

export interface BatchAnalysisThreadOptions {
  /** The fewest texts of a request that are split with the thread; 0 never starts it. */
  minTexts: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  idleMs?: number;
}

/**
 * A second thread that analyses half of a long batch request (decision 0105). The batch page sends one
 * request at a time, and while the server's thread analyses one, the database thread, which stores it next,
 * is idle: the machine's second core does nothing for about two thirds of the request. The thread
 * (piscina, one worker) starts on the first long request and loads its own copy of the models, which takes
 * under a second; until then requests are analysed as before, so none waits for it. It stops after a minute
 * without work, so that a server with no batches keeps the memory it had at start.
 */
export class BatchAnalysisThread {
  readonly #options: BatchAnalysisThreadOptions;
  #pool: Piscina<ThreadTask, AnalysedTexts | null> | undefined;
  #warm = false;
  #warming: Promise<boolean> | undefined;
  #closed = false;

  constructor(options: BatchAnalysisThreadOptions) {
    this.#options = options;
  }

  /**
   * Whether a request of `count` texts is split with the thread: only once it is warm (a cold one starts warming),
   * and only while no other half waits for it. With requests in flight together the thread then never falls behind
   * the server's thread by more than the half it is analysing and one more, and the server's thread analyses the
   * rest whole instead of waiting.
   */
  takes(count: number): boolean {
    if (this.#closed || this.#options.minTexts <= 0 || count < this.#options.minTexts) return false;
    if (!this.#warm) void this.warm();
    return this.#warm && (this.#pool?.queueSize ?? 0) === 0;
  }

  /** Starts the thread and loads the models in it; true once it takes work. */
  warm(): Promise<boolean> {
    if (this.#warm) return Promise.resolve(true);
    if (this.#closed) return Promise.resolve(false);
    this.#warming ??= this.#openPool()
      .run({ kind: 'warm' })
      .then(
        () => (this.#warm = !this.#closed),
        (error: unknown) => {
          this.#options.log.warn({ err: error }, 'the batch analysis thread did not start');
          return false;
        },
      )
      .finally(() => (this.#warming = undefined));
    return this.#warming;
  }

  /** Analyses a slice with the thread's copy of `model`; rejects when the thread cannot. */
  async analyse(model: TextModel, slice: BatchSlice): Promise<AnalysedTexts> {
    const pool = this.#pool;
    if (!pool || this.#closed) throw new Error('the batch analysis thread is not running');
    const task: ThreadTask = { kind: 'analyse', modelId: model.info.id, version: model.info.version, slice };
    try {
      const result = await pool.run(task);
      if (!result) throw new Error('the batch analysis thread answered nothing');
      return result;
    } catch (error) {
      this.#options.log.warn({ err: error }, 'the batch analysis thread failed; the server thread analyses its part');
      throw error;
    }
  }

  /** Whether the thread is running with its models loaded. */
  get running(): boolean {
    return this.#warm;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#warm = false;
    await this.#pool?.destroy();
  }

  #openPool() {
    if (this.#pool) return this.#pool;
    const pool = new Piscina<ThreadTask, AnalysedTexts | null>({
      filename: WORKER_URL.href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: this.#options.idleMs ?? IDLE_MS,
      // The thread waits for work on its event loop (the models load asynchronously), not in Atomics.wait.
      atomics: 'disabled',
    });
    // Stopped when idle (or crashed): the next long request warms a new one.
    pool.on('workerDestroy', () => (this.#warm = false));
    this.#pool = pool;
    return pool;
  }
}

import {
  BATCH_TOP_WORDS,
  validateBatchText,
  type AnalysisType,
  type BatchRowError,
  type Language,
} from '@shobdo/contracts';
import { v7 as timeOrderedUuid } from 'uuid';
import type { TextModel } from '@shobdo/nlp';
import { analyseText, toAnalysisColumns } from '../analysis/analyse-text';
import type { AnalysisToStore } from '../analysis/queries/analyses';
import { encodeBatchResult } from './batch-result';
import type { BatchAnalysisThread } from './analysis-thread/analysis-thread';

/**
 * A batch row keeps no result document (summary, keywords, metadata): they are recomputed when the row is
 * opened (services/batch/complete-explanation.ts), which is the only reader of a batch row's result.
 */
const NO_RESULT_DOCUMENT = {} as AnalysisToStore['result'];

/**
 * A thousand texts take about a tenth of a second to analyse. The event loop turns every hundred (about
 * 10 ms), so that meanwhile other work on the server's thread (a single analysis, a page, the database's
 * answer to another batch request, which the database thread then waits on) is not held up for the whole
 * request: under four streams of batch requests the event loop's p99 delay fell from about 400 ms to
 * about 90 ms (bench/batch.bench.ts, decision 0039).
 */
const TEXTS_BETWEEN_TURNS = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export type BatchRowToStore = AnalysisToStore & { batchPosition: number };

export interface AnalysedTexts {
  rows: BatchRowToStore[];
  errors: BatchRowError[];
}

export interface BatchTextOptions {
  userId: string;
  batchId: string;
  analysisType: AnalysisType;
  summaryLanguage: Language;
}

/** One part of a request's texts, as the server's thread or the batch analysis thread analyses it. */
export interface BatchSlice {
  texts: unknown[];
  /** The position of the slice's first text in the request. */
  first: number;
  /** One time for the whole request, whichever thread analyses a part. */
  createdAt: Date;
  options: BatchTextOptions;
}

/**
 * Analyses a slice of a request's texts with one model: the rows carry their positions in the request and no
 * id yet. A valid text becomes an analysis row that keeps, besides its class and confidence, only its
 * probabilities and BATCH_TOP_WORDS strongest words, compact: the full explanation is a deterministic function
 * of the model version and the text, recomputed when the row is opened (decisions 0029 and 0037). An invalid
 * text is reported with the message a single analysis would give, and is not stored.
 */
export async function analyseSlice(model: TextModel, { texts, first, createdAt, options }: BatchSlice) {
  const rows: BatchRowToStore[] = [];
  const errors: BatchRowError[] = [];
  for (let index = 0; index < texts.length; index++) {
    if (index > 0 && index % TEXTS_BETWEEN_TURNS === 0) await nextTurn();
    const position = first + index;
    const input = texts[index];
    const problem = validateBatchText(input);
    if (problem !== null) {
      errors.push({ status: 'error', position, error: problem });
      continue;
    }
    const analysed = analyseText(model, input as string);
    const { prediction } = analysed;
    rows.push({
      // The id is drawn by analyseBatchTexts, once every text is analysed.
      ...toAnalysisColumns(model, analysed, {
        id: '',
        createdAt,
        userId: options.userId,
        analysisType: options.analysisType,
      }),
      // Kept compact in batchResult (decision 0037); the whole explanation is recomputed when the row is opened.
      wordContributions: [],
      classProbabilities: [],
      batchResult: encodeBatchResult(
        options.summaryLanguage,
        prediction.class_probabilities,
        prediction.word_contributions.slice(0, BATCH_TOP_WORDS),
        {
          everydayWord: prediction.everyday_word,
          faithNames: prediction.faith_names,
          harmlessWord: prediction.harmless_word,
        },
      ),
      result: NO_RESULT_DOCUMENT,
      batchId: options.batchId,
      batchPosition: position,
    });
  }
  return { rows, errors } satisfies AnalysedTexts;
}

/**
 * Analyses a request's texts with one model, each row positioned by its index in the request (the repository
 * adds the batch's offset). With a warm batch analysis thread and a long enough request, the thread analyses
 * the second half while the server's thread analyses the first, on the machine's other core, which the
 * database leaves idle while a request is analysed (decision 0105); the rows are the same either way.
 */
export async function analyseBatchTexts(
  model: TextModel,
  texts: unknown[],
  options: BatchTextOptions,
  thread?: BatchAnalysisThread,
): Promise<AnalysedTexts> {
  const createdAt = new Date();
  const whole: BatchSlice = { texts, first: 0, createdAt, options };
  let result: AnalysedTexts;
  if (thread?.takes(texts.length)) {
    const cut = Math.ceil(texts.length / 2);
    const theirs: BatchSlice = { texts: texts.slice(cut), first: cut, createdAt, options };
    // The thread's half is sent first: the server's thread analyses its first hundred texts before it next turns its
    // event loop, and a half sent after them reached the thread that much later (about a fifth of a request).
    // Should the thread fail (stopped, or holding another version of the model), the server's thread does its part.
    const sent = thread.analyse(model, theirs).catch(() => analyseSlice(model, theirs));
    const [mine, other] = await Promise.all([analyseSlice(model, { ...whole, texts: texts.slice(0, cut) }), sent]);
    result = { rows: [...mine.rows, ...other.rows], errors: [...mine.errors, ...other.errors] };
  } else {
    result = await analyseSlice(model, whole);
  }
  // Time-ordered ids go in at the right-hand end of the primary key's index, which then fills its pages
  // (random ids leave them a third empty). They are drawn here, after the last turn of the event loop, so
  // that a request's ids are not interleaved with those of another request analysed at the same time.
  for (const row of result.rows) row.id = timeOrderedUuid();
  return result;
}

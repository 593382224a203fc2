import { performance } from 'node:perf_hooks';
import {
  BATCH_TOP_WORDS,
  validateBatchText,
  type AnalysisType,
  type BatchRowError,
  type Language,
} from '@shobdo/contracts';
import { detectLanguage } from '@shobdo/nlp';
import { v7 as timeOrderedUuid } from 'uuid';
import type { TextModel } from '@shobdo/nlp';
import type { AnalysisToStore } from '../analysis/queries/analyses';
import { replaceNul } from '../analysis/replace-nul';
import { encodeBatchResult } from './batch-result';

/**
 * A batch row keeps no result document (summary, keywords, metadata): they are recomputed when the row is
 * opened (services/analysis/complete-explanation.ts), which is the only reader of a batch row's result.
 */
const NO_RESULT_DOCUMENT = {} as AnalysisToStore['result'];

export type BatchRowToStore = AnalysisToStore & { batchPosition: number };

export interface AnalysedTexts {
  rows: BatchRowToStore[];
  errors: BatchRowError[];
}

/**
 * Analyses a request's texts with one model. A valid text becomes an analysis row positioned by its
 * index in the request (the repository adds the batch's offset) that keeps, besides its class and
 * confidence, only its probabilities and BATCH_TOP_WORDS strongest words, compact: the full explanation is
 * a deterministic function of the model version and the text, recomputed when the row is opened
 * (decisions 0029 and 0037). An invalid text is reported with the message a
 * single analysis would give, and is not stored.
 */
export function analyseBatchTexts(
  model: TextModel,
  texts: unknown[],
  options: { userId: string; batchId: string; analysisType: AnalysisType; summaryLanguage: Language },
): AnalysedTexts {
  const rows: BatchRowToStore[] = [];
  const errors: BatchRowError[] = [];
  const createdAt = new Date();
  texts.forEach((input, position) => {
    const problem = validateBatchText(input);
    if (problem !== null) {
      errors.push({ status: 'error', position, error: problem });
      return;
    }
    const text = replaceNul(input as string);
    const started = performance.now();
    const prediction = model.predict(text);
    const processingTime = performance.now() - started;
    rows.push({
      // Time-ordered ids go in at the right-hand end of the primary key's index, which then fills its pages
      // (random ids leave them a third empty).
      id: timeOrderedUuid(),
      createdAt,
      userId: options.userId,
      modelId: model.info.id,
      modelName: model.info.name,
      modelVersion: model.info.version,
      originalText: text,
      detectedType: prediction.prediction,
      confidenceScore: prediction.confidence,
      analysisType: options.analysisType,
      language: detectLanguage(text),
      processingTime,
      score: prediction.score,
      bias: prediction.bias,
      // Kept compact in batchResult (decision 0037); the whole explanation is recomputed when the row is opened.
      wordContributions: [],
      classProbabilities: [],
      batchResult: encodeBatchResult(
        options.summaryLanguage,
        prediction.class_probabilities,
        prediction.word_contributions.slice(0, BATCH_TOP_WORDS),
      ),
      result: NO_RESULT_DOCUMENT,
      batchId: options.batchId,
      batchPosition: position,
    });
  });
  return { rows, errors };
}

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  BATCH_TOP_WORDS,
  validateBatchText,
  type AnalysisType,
  type BatchRowError,
  type Language,
} from '@shobdo/contracts';
import { detectLanguage } from '@shobdo/nlp';
import type { TextModel } from '@shobdo/nlp';
import type { AnalysisToStore } from '../analysis/queries/analyses';
import { replaceNul } from '../analysis/replace-nul';

export type BatchRowToStore = AnalysisToStore & { batchPosition: number };

export interface AnalysedTexts {
  rows: BatchRowToStore[];
  errors: BatchRowError[];
}

/**
 * Analyses a request's texts with one model. A valid text becomes an analysis row positioned by its
 * index in the request (the repository adds the batch's offset) that keeps only its BATCH_TOP_WORDS
 * strongest words: the full explanation is a deterministic function of the model version and the text,
 * recomputed when the row is opened (decision 0029). An invalid text is reported with the message a
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
    // Spans are left out: they follow from the text and are recomputed with the rest when the row is opened.
    const topWords = prediction.word_contributions.slice(0, BATCH_TOP_WORDS).map((w) => ({ ...w, spans: [] }));
    rows.push({
      id: randomUUID(),
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
      wordContributions: topWords,
      classProbabilities: prediction.class_probabilities,
      result: {
        summary: '',
        keywords: [], // recomputed with the summaries when the row is read
        // model id and version are columns already; summaries are recomputed on reading.
        metadata: { summary_language: options.summaryLanguage, explanation: 'top-words' },
      },
      batchId: options.batchId,
      batchPosition: position,
    });
  });
  return { rows, errors };
}

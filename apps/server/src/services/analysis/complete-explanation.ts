import type { Language } from '@shobdo/contracts';
import { summarize, type ModelRegistry } from '@shobdo/nlp';
import type { AnalysisRecord } from './to-analysis';
import { pickKeywords } from './run-analysis';

/**
 * A batch row stores its top words only (decision 0029); this gives it back its whole explanation,
 * recomputed: every word contribution, score, bias and the summaries, exactly what the analyze endpoint
 * would have stored, because they depend on nothing but the model version and the text. Other rows, and a
 * batch row whose model is gone or has another version now, are answered as stored.
 */
export function completeExplanation(row: AnalysisRecord, registry: ModelRegistry): AnalysisRecord {
  if (row.batchId === null) return row;
  const model = registry.get(row.modelId);
  if (!model || model.info.version !== row.modelVersion) return row;
  const prediction = model.predict(row.originalText);
  const summaries = { en: summarize(prediction, model.info, 'en'), bn: summarize(prediction, model.info, 'bn') };
  const language = (row.result.metadata.summary_language === 'bn' ? 'bn' : 'en') satisfies Language;
  return {
    ...row,
    wordContributions: prediction.word_contributions,
    score: prediction.score,
    bias: prediction.bias,
    result: {
      ...row.result,
      summary: summaries[language],
      keywords: pickKeywords(prediction.word_contributions),
      metadata: {
        ...row.result.metadata,
        model_id: row.modelId,
        model_version: row.modelVersion,
        summaries,
        explanation: 'recomputed',
      },
    },
  };
}

import type { Language } from '@shobdo/contracts';
import type { ModelRegistry } from '@shobdo/nlp';
import { explainPrediction } from '../analysis/explain-prediction';
import type { AnalysisRecord } from '../analysis/to-analysis';
import { storedBatchResult } from './to-batch';

/**
 * A batch row stores its probabilities and top words only (decisions 0029 and 0037); this gives it back
 * its whole explanation, recomputed: every word contribution, the probabilities, score, bias, warnings and
 * the summaries, exactly what the analyze endpoint would have stored, because they depend on nothing but
 * the model version and the text. Other rows are answered as stored, and a batch row whose model is gone
 * or has another version now with what it stored: its probabilities and top words.
 */
export function completeExplanation(row: AnalysisRecord, registry: ModelRegistry): AnalysisRecord {
  if (row.batchId === null) return row;
  const model = registry.get(row.modelId);
  const stored = storedBatchResult(row);
  const language = summaryLanguage(row, stored.summaryLanguage);
  if (!model || model.info.version !== row.modelVersion) {
    const { probabilities, topWords } = stored;
    // Shares of the kept words' total, the only total there is once the model has changed.
    const total = topWords.reduce((sum, w) => sum + Math.abs(w.contribution), 0);
    return {
      ...row,
      classProbabilities: probabilities,
      wordContributions: topWords.map((w) => ({
        ...w,
        contribution_percentage: total === 0 ? 0 : (w.contribution / total) * 100,
        spans: [],
      })),
      result: {
        summary: '',
        keywords: [],
        metadata: { summary_language: language, model_id: row.modelId, model_version: row.modelVersion },
      },
    };
  }
  const prediction = model.predict(row.originalText);
  const { summary, summaries, keywords, warnings } = explainPrediction(prediction, model.info, language);
  return {
    ...row,
    wordContributions: prediction.word_contributions,
    classProbabilities: prediction.class_probabilities,
    score: prediction.score,
    bias: prediction.bias,
    result: {
      summary,
      keywords,
      metadata: {
        summary_language: language,
        model_id: row.modelId,
        model_version: row.modelVersion,
        summaries,
        warnings,
        explanation: 'recomputed',
      },
    },
  };
}

/** The language of a batch row's summary: in its compact result, or (stored before it) its result document. */
function summaryLanguage(row: AnalysisRecord, stored: Language | undefined): Language {
  if (stored) return stored;
  return (row.result as Partial<AnalysisRecord['result']>).metadata?.summary_language === 'bn' ? 'bn' : 'en';
}

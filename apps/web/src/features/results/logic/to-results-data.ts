import type { ModelPerformance } from '@shobdo/contracts';
import type { ResultSource, ResultsData } from '../types';

/**
 * The results screen's view model. The answer holds the summary in both languages, so the screen follows
 * the language toggle without asking the server again.
 */
export function toResultsData(
  analysis: ResultSource,
  language: string,
  performance: ModelPerformance | null,
): ResultsData {
  return {
    prediction: analysis.prediction,
    confidence: analysis.confidence,
    processingTime: analysis.processing_time,
    summary: analysis.summaries[language === 'bn' ? 'bn' : 'en'],
    timestamp: analysis.timestamp,
    text: analysis.text,
    modelId: analysis.model_id,
    classProbabilities: analysis.class_probabilities,
    words: analysis.word_contributions,
    performance,
    warnings: analysis.warnings,
  };
}

import type { Language, ModelInfo, WordContribution } from '@shobdo/contracts';
import { summarize, type Prediction } from '@shobdo/nlp';

/** How many of the strongest supporting words the stored result lists as keywords. */
const KEYWORD_COUNT = 10;

/** The result's keywords: the strongest words that speak for the prediction. */
export function pickKeywords(words: readonly WordContribution[]): string[] {
  return words
    .filter((w) => w.contribution > 0)
    .slice(0, KEYWORD_COUNT)
    .map((w) => w.word);
}

/**
 * What a reader is told about a prediction: its summary in both languages (the one asked for first), its
 * keywords and warnings. The same whether the analysis was just made or is a batch row recomputed when
 * opened, so that both read alike.
 */
export function explainPrediction(prediction: Prediction, info: ModelInfo, summaryLanguage: Language) {
  const summaries = { en: summarize(prediction, info, 'en'), bn: summarize(prediction, info, 'bn') };
  return {
    summary: summaries[summaryLanguage],
    summaries,
    keywords: pickKeywords(prediction.word_contributions),
    warnings: prediction.warnings,
  };
}

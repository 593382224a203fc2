import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { AnalysisType, AnalyzeResponse, Language, WordContribution } from '@shobdo/contracts';
import { detectLanguage, summarize } from '@shobdo/nlp';
import type { ModelRegistry } from '@shobdo/nlp';
import type { Database } from '../../db/types';
import type { AnalysisToStore } from './queries/analyses';
import { getAnalysisWriter } from './analysis-writer';
import { replaceNul } from './replace-nul';
import { resolveModel } from './resolve-model';

/** How many of the strongest supporting words the stored result lists as keywords. */
const KEYWORD_COUNT = 10;

/** The result's keywords: the strongest words that speak for the prediction (batch rows recompute them). */
export function pickKeywords(words: readonly WordContribution[]): string[] {
  return words
    .filter((w) => w.contribution > 0)
    .slice(0, KEYWORD_COUNT)
    .map((w) => w.word);
}

export interface AnalyzeInput {
  text: string;
  modelId: string;
  analysisType: AnalysisType;
  userId: string | null;
  summaryLanguage: Language;
}

/** Classifies the text with the chosen model, stores the analysis and answers the analyze call. */
export async function runAnalysis(
  db: Database,
  registry: ModelRegistry,
  input: AnalyzeInput,
): Promise<AnalyzeResponse> {
  const model = resolveModel(registry, input.modelId, input.analysisType);
  const text = replaceNul(input.text);
  const started = performance.now();
  const prediction = model.predict(text);
  const processingTime = performance.now() - started;

  const summaries = { en: summarize(prediction, model.info, 'en'), bn: summarize(prediction, model.info, 'bn') };
  const language = detectLanguage(text);
  const keywords = pickKeywords(prediction.word_contributions);

  const row: AnalysisToStore = {
    id: randomUUID(),
    createdAt: new Date(),
    userId: input.userId,
    modelId: model.info.id,
    modelName: model.info.name,
    modelVersion: model.info.version,
    originalText: text,
    detectedType: prediction.prediction,
    confidenceScore: prediction.confidence,
    analysisType: input.analysisType,
    language,
    processingTime,
    score: prediction.score,
    bias: prediction.bias,
    wordContributions: prediction.word_contributions,
    classProbabilities: prediction.class_probabilities,
    result: {
      summary: summaries[input.summaryLanguage],
      keywords,
      metadata: {
        model_id: model.info.id,
        model_version: model.info.version,
        summaries,
        summary_language: input.summaryLanguage,
        // What the user should know before trusting the result (a writing the model does not read, low
        // confidence, close classes): kept with the analysis so that it is shown again when read by id.
        warnings: prediction.warnings,
        // class_probabilities, score and bias are columns of their own: stored once, merged back into
        // the metadata when an analysis is read (to-analysis.ts).
      },
    },
  };
  await getAnalysisWriter(db).write(row);

  return {
    analysis_id: row.id,
    prediction: row.detectedType,
    confidence: row.confidenceScore,
    processing_time: row.processingTime,
    word_contributions: row.wordContributions,
    summary: row.result.summary,
    timestamp: row.createdAt.toISOString(),
    model_id: row.modelId,
    analysis_type: row.analysisType,
    language: row.language,
    class_probabilities: row.classProbabilities,
    warnings: prediction.warnings,
    summaries,
  };
}

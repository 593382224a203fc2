import { performance } from 'node:perf_hooks';
import type { AnalysisType } from '@shobdo/contracts';
import { detectInputScript, type PredictOptions, type Prediction, type TextModel } from '@shobdo/nlp';
import type { AnalysisToStore } from './queries/analyses';
import { replaceNul } from './replace-nul';

/** One text through a model: what every path that analyses (analyze, batch, the Perspective API) starts from. */
export interface AnalysedText {
  /** The text as stored and explained (NUL characters replaced). */
  text: string;
  prediction: Prediction;
  /** Milliseconds the model took, the text's processing_time. */
  processingTime: number;
}

export function analyseText(model: TextModel, input: string, options?: PredictOptions): AnalysedText {
  const text = replaceNul(input);
  const started = performance.now();
  const prediction = model.predict(text, options);
  return { text, prediction, processingTime: performance.now() - started };
}

/** The columns of an analysis that follow from the model and the text, whichever path stored it. */
export type AnalysisColumns = Omit<AnalysisToStore, 'wordContributions' | 'classProbabilities' | 'result'>;

export function toAnalysisColumns(
  model: TextModel,
  { text, prediction, processingTime }: AnalysedText,
  row: { id: string; createdAt: Date; userId: string | null; analysisType: AnalysisType },
): AnalysisColumns {
  return {
    ...row,
    modelId: model.info.id,
    modelName: model.info.name,
    modelVersion: model.info.version,
    originalText: text,
    detectedType: prediction.prediction,
    confidenceScore: prediction.confidence,
    // The language the text is written in: romanized Bangla is Bangla, and a link's letters count for neither
    // (decision 0083); English beside Bengali words is a Bangla speaker's comment, Bangla too (decision 0086).
    language: detectInputScript(text) === 'english' ? 'en' : 'bn',
    processingTime,
    score: prediction.score,
    bias: prediction.bias,
  };
}

import { randomUUID } from 'node:crypto';
import type { AnalysisType, AnalyzeResponse, Language } from '@shobdo/contracts';
import type { ModelRegistry, Prediction } from '@shobdo/nlp';
import type { AnalysisToStore } from './queries/analyses';
import type { AnalysisWriter } from './analysis-writer';
import { analyseText, toAnalysisColumns } from './analyse-text';
import { explainPrediction } from './explain-prediction';
import { resolveModel } from './resolve-model';

/** What an analysis needs of its app: the models and the app's writer (plugins/analysis-state.ts). */
export interface AnalysisApp {
  models: ModelRegistry;
  analysisWriter: Pick<AnalysisWriter, 'write'>;
}

export interface AnalyzeInput {
  text: string;
  /** Either may be left out: the other decides it (resolveModel, decision 0089). */
  modelId?: string;
  analysisType?: AnalysisType;
  userId: string | null;
  summaryLanguage: Language;
}

export interface RunAnalysisOptions {
  /** false: nothing is kept (the Perspective-compatible API's doNotStore); the answer is the same. Default true. */
  store?: boolean;
  /** Labels to explain besides the predicted one (Prediction.label_explanations). */
  explainLabels?: readonly string[];
}

export interface AnalysisRun {
  /** The analyze call's answer. */
  response: AnalyzeResponse;
  /** The model's whole prediction, for callers that answer in another shape. */
  prediction: Prediction;
  stored: boolean;
}

/**
 * Classifies the text with the chosen model, stores the analysis (unless told not to) and answers the
 * analyze call. The one analysis pipeline: the native analyze and the Perspective-compatible API both run it.
 */
export async function runAnalysis(
  app: AnalysisApp,
  input: AnalyzeInput,
  options: RunAnalysisOptions = {},
): Promise<AnalysisRun> {
  const store = options.store ?? true;
  const model = resolveModel(app.models, input.modelId, input.analysisType);
  const analysed = analyseText(
    model,
    input.text,
    options.explainLabels ? { explainLabels: options.explainLabels } : undefined,
  );
  const { prediction } = analysed;
  const { summary, summaries, keywords, warnings } = explainPrediction(prediction, model.info, input.summaryLanguage);

  const row: AnalysisToStore = {
    ...toAnalysisColumns(model, analysed, {
      id: randomUUID(),
      createdAt: new Date(),
      userId: input.userId,
      analysisType: model.info.task,
    }),
    wordContributions: prediction.word_contributions,
    classProbabilities: prediction.class_probabilities,
    result: {
      summary,
      keywords,
      metadata: {
        model_id: model.info.id,
        model_version: model.info.version,
        summaries,
        summary_language: input.summaryLanguage,
        // What the user should know before trusting the result (a writing the model does not read, low
        // confidence, close classes): kept with the analysis so that it is shown again when read by id.
        warnings,
        // class_probabilities, score and bias are columns of their own: stored once, merged back into
        // the metadata when an analysis is read (to-analysis.ts).
      },
    },
  };
  if (store) await app.analysisWriter.write(row);

  const response: AnalyzeResponse = {
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
    warnings,
    summaries,
  };
  return { response, prediction, stored: store };
}

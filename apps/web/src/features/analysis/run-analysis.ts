import { isBlankText, type AnalysisType } from '@shobdo/contracts';
import { logActivity } from '@/lib/activity-log';
import { postAnalyze } from './api/analyze-text';
import { PROGRESS_COMPLETE, PROGRESS_INITIAL } from './logic/progress-messages';
import { startProgressRotation } from './logic/start-progress-rotation';
import type { CurrentAnalysis } from './types';

export interface RunAnalysisInput {
  text: string;
  modelId: string;
  analysisType: AnalysisType;
  isSignedIn: boolean;
}

/**
 * The analysis flow of docs/product/screens.md#home: progress texts while the request runs, then
 * the answer with the text it was made from. Resolves null for a blank text; rejects with the request's
 * error (the analysis mutation keeps it for the home screen). The answer carries both summaries, so
 * nothing else is asked: the mutation seeds the result's query with it (hooks/use-run-analysis.ts).
 */
export async function runAnalysis(
  { text, modelId, analysisType }: RunAnalysisInput,
  onProgress: (key: string | null) => void,
): Promise<CurrentAnalysis | null> {
  if (isBlankText(text)) return null;
  onProgress(PROGRESS_INITIAL);
  const stopRotation = startProgressRotation(PROGRESS_INITIAL, onProgress);
  let current: CurrentAnalysis;
  try {
    current = { ...(await postAnalyze(text, modelId, analysisType)), text };
  } catch (error) {
    onProgress(null);
    throw error;
  } finally {
    stopRotation();
  }
  onProgress(PROGRESS_COMPLETE);
  logActivity('analysis', 'Analysed a text', { model_id: modelId, prediction: current.prediction });
  return current;
}

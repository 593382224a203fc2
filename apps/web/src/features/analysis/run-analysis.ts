import { isBlankText, type Analysis, type AnalysisType, type HistoryItem } from '@shobdo/contracts';
import { getAnalysisState, setAnalysisState, setCurrentBundle } from './analysis-store';
import { logActivity } from '@/lib/activity-log';
import { postAnalyze } from './api/analyze-text';
import { getAnalysis } from './api/get-analysis';
import { postAnalyticsUpdate } from './api/update-analytics';
import { loadAnalysisBundle } from './load-analysis-bundle';
import { PROGRESS_COMPLETE, PROGRESS_INITIAL } from './logic/progress-messages';
import { startProgressRotation } from './logic/start-progress-rotation';
import { toAnalysisError } from './logic/to-analysis-error';
import { toHistoryItem, toLocalHistoryItem } from './logic/to-current-analysis';
import type { CurrentAnalysis } from './types';

/** SPEC.md section 9: analytics are brought up to date after every tenth history item. */
const ANALYTICS_UPDATE_EVERY = 10;

export interface RunAnalysisInput {
  text: string;
  modelId: string;
  analysisType: AnalysisType;
  isSignedIn: boolean;
}

/** Signed-in users get the stored analysis as their history entry; otherwise it is built locally. */
async function addToHistory(current: CurrentAnalysis, isSignedIn: boolean): Promise<Analysis | null> {
  let detailed: Analysis | null = null;
  let entry: HistoryItem = toLocalHistoryItem(current);
  if (isSignedIn) {
    try {
      detailed = await getAnalysis(current.analysis_id, { signedIn: true });
      entry = toHistoryItem(detailed);
    } catch (error) {
      console.warn('Could not load the stored analysis; using the local result', error);
    }
  }
  const analysisHistory = [entry, ...getAnalysisState().analysisHistory];
  setAnalysisState({ analysisHistory });
  if (isSignedIn && analysisHistory.length % ANALYTICS_UPDATE_EVERY === 0) {
    postAnalyticsUpdate().catch((error: unknown) => console.warn('Analytics update failed', error));
  }
  return detailed;
}

/**
 * The analysis flow of SPEC.md section 4: progress texts while the request runs, the result as the
 * current analysis at the front of the history, then its details fetched and stored as the bundle.
 * Resolves true when the caller should go to /results; on failure the error is in the state.
 */
export async function runAnalysis({ text, modelId, analysisType, isSignedIn }: RunAnalysisInput): Promise<boolean> {
  if (isBlankText(text) || getAnalysisState().isAnalyzing) return false;
  setAnalysisState({ isAnalyzing: true, analysisProgress: PROGRESS_INITIAL, error: null });
  const stopRotation = startProgressRotation(PROGRESS_INITIAL, (key) => setAnalysisState({ analysisProgress: key }));
  let current: CurrentAnalysis;
  let detailed: Analysis | null;
  try {
    current = { ...(await postAnalyze(text, modelId, analysisType)), text };
    stopRotation();
    setAnalysisState({ analysisProgress: PROGRESS_COMPLETE, currentAnalysis: current, bundle: null });
    detailed = await addToHistory(current, isSignedIn);
    logActivity('analysis', 'Analysed a text', { model_id: modelId, prediction: current.prediction });
  } catch (error) {
    setAnalysisState({ error: toAnalysisError(error) });
    return false;
  } finally {
    stopRotation();
    setAnalysisState({ isAnalyzing: false, analysisProgress: null });
  }
  setCurrentBundle(await loadAnalysisBundle(current, detailed, { signedIn: isSignedIn }));
  return true;
}

import { isBlankText, type AnalysisType } from '@shobdo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getAnalysisState, setAnalysisState, setCurrentBundle } from './analysis-store';
import { logActivity } from '@/lib/activity-log';
import { postAnalyze } from './api/analyze-text';
import { postAnalyticsUpdate } from './api/update-analytics';
import { fetchAnalysisBundle } from './fetch-analysis-bundle';
import { PROGRESS_COMPLETE, PROGRESS_INITIAL } from './logic/progress-messages';
import { startProgressRotation } from './logic/start-progress-rotation';
import type { AnalysisBundle, CurrentAnalysis } from './types';

/** docs/product/constants.md (section 9): analytics are brought up to date after every tenth history item. */
const ANALYTICS_UPDATE_EVERY = 10;

export interface RunAnalysisInput {
  text: string;
  modelId: string;
  analysisType: AnalysisType;
  isSignedIn: boolean;
}

/** Every tenth analysis of a signed-in session asks for an analytics update (failures only logged). */
function countAnalysis(isSignedIn: boolean): void {
  const analysesThisSession = getAnalysisState().analysesThisSession + 1;
  setAnalysisState({ analysesThisSession });
  if (isSignedIn && analysesThisSession % ANALYTICS_UPDATE_EVERY === 0) {
    postAnalyticsUpdate().catch((error: unknown) => console.warn('Analytics update failed', error));
  }
}

/**
 * The analysis flow of docs/product/screens.md (section 4): progress texts while the request runs, the answer as the
 * current analysis, then its details (fetch-analysis-bundle.ts) stored as the bundle. Resolves the
 * bundle when the caller should go to /results, null for a blank text; rejects with the request's
 * error (the analysis mutation keeps it for the home screen). The history is not written here: the
 * mutation invalidates the history query (hooks/use-run-analysis.ts).
 */
export async function runAnalysis(
  { text, modelId, analysisType, isSignedIn }: RunAnalysisInput,
  queryClient: QueryClient,
): Promise<AnalysisBundle | null> {
  if (isBlankText(text)) return null;
  setAnalysisState({ analysisProgress: PROGRESS_INITIAL });
  const stopRotation = startProgressRotation(PROGRESS_INITIAL, (key) => setAnalysisState({ analysisProgress: key }));
  let current: CurrentAnalysis;
  try {
    current = { ...(await postAnalyze(text, modelId, analysisType)), text };
  } finally {
    stopRotation();
    setAnalysisState({ analysisProgress: null });
  }
  setAnalysisState({ analysisProgress: PROGRESS_COMPLETE, currentAnalysis: current, bundle: null });
  countAnalysis(isSignedIn);
  logActivity('analysis', 'Analysed a text', { model_id: modelId, prediction: current.prediction });
  const bundle = await fetchAnalysisBundle(current, null, { signedIn: isSignedIn, queryClient });
  setCurrentBundle(bundle);
  setAnalysisState({ analysisProgress: null });
  return bundle;
}

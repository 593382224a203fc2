import type { Analysis } from '@shobdo/contracts';
import { getAnalysis } from './api/get-analysis';
import { getAnalysisResult } from './api/get-analysis-result';
import { getModelPerformance } from './api/get-model-performance';
import { getWordContributions } from './api/get-word-contributions';
import { saveAnalysisBundle } from './bundle-storage';
import type { AnalysisBundle, CurrentAnalysis } from './types';

function settle<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  // Detail failures are only logged (SPEC.md section 4): the results page works from `basic` alone.
  console.warn(`Could not load the analysis ${what}`, result.reason);
  return null;
}

/**
 * Fetches the details of the current analysis (detailed analysis, word contributions, result and model
 * performance), stores the bundle under `completeAnalysisData` and returns it. `detailed` may be passed
 * when the caller already holds the full analysis; `signedIn` picks how the analysis is read (a guest
 * asks get_anonymous_analysis directly, see `getAnalysis`).
 */
export async function loadAnalysisBundle(
  current: CurrentAnalysis,
  detailed: Analysis | null,
  { signedIn }: { signedIn: boolean },
): Promise<AnalysisBundle> {
  const id = current.analysis_id;
  const [analysis, words, result, performance] = await Promise.allSettled([
    detailed ? Promise.resolve(detailed) : getAnalysis(id, { signedIn }),
    getWordContributions(id),
    getAnalysisResult(id),
    getModelPerformance(current.model_id),
  ]);
  const bundle: AnalysisBundle = {
    basic: current,
    detailed: settle(analysis, 'details'),
    wordContributions: settle(words, 'word contributions'),
    analysisResult: settle(result, 'result'),
    modelPerformance: settle(performance, 'model performance'),
    timestamp: new Date().toISOString(),
  };
  saveAnalysisBundle(bundle);
  return bundle;
}

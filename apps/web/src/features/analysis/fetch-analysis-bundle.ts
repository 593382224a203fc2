import type { Analysis } from '@shobdo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getAnalysis } from './api/get-analysis';
import { modelPerformanceQueryOptions } from './api/get-model-performance';
import { saveAnalysisBundle } from './bundle-storage';
import { toResultView, toWordContributionsView } from './logic/to-analysis-views';
import type { AnalysisBundle, CurrentAnalysis } from './types';

function settle<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  // Detail failures are only logged (docs/product/screens.md (section 4)): the results page works from `basic` alone.
  console.warn(`Could not load the analysis ${what}`, result.reason);
  return null;
}

/**
 * The details of the current analysis (docs/product/screens.md (section 4)'s bundle), stored under `completeAnalysisData`
 * and returned. Two requests at most, not four: the stored analysis (skipped when the caller holds it)
 * already contains the word contributions and the result, so those two views are built from it instead
 * of fetched; the model's performance figures come through the query cache, so they are fetched once
 * per model. `signedIn` picks how the analysis is read (see `getAnalysis`).
 */
export async function fetchAnalysisBundle(
  current: CurrentAnalysis,
  detailed: Analysis | null,
  { signedIn, queryClient }: { signedIn: boolean; queryClient: QueryClient },
): Promise<AnalysisBundle> {
  const [analysis, performance] = await Promise.allSettled([
    detailed ? Promise.resolve(detailed) : getAnalysis(current.analysis_id, { signedIn }),
    queryClient.fetchQuery(modelPerformanceQueryOptions(current.model_id)),
  ]);
  const stored = settle(analysis, 'details');
  const bundle: AnalysisBundle = {
    basic: current,
    detailed: stored,
    wordContributions: stored ? toWordContributionsView(stored) : null,
    analysisResult: stored ? toResultView(stored) : null,
    modelPerformance: settle(performance, 'model performance'),
    timestamp: new Date().toISOString(),
  };
  saveAnalysisBundle(bundle);
  return bundle;
}

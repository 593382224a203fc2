import type { Language } from '@shobdo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { setCurrentBundle } from './analysis-store';
import { getAnalysis } from './api/get-analysis';
import { fetchAnalysisBundle } from './fetch-analysis-bundle';
import { toAnalysisError } from './logic/to-analysis-error';
import { toCurrentAnalysis } from './logic/to-current-analysis';
import type { AnalysisError } from './types';

/**
 * Makes a stored analysis (a history card) the current one, with its bundle, ready for /results.
 * Resolves null on success, else the error to show. Only /history (signed in) opens analyses.
 */
export async function openAnalysis(
  id: string,
  language: Language,
  queryClient: QueryClient,
): Promise<AnalysisError | null> {
  try {
    const analysis = await getAnalysis(id, { signedIn: true });
    setCurrentBundle(
      await fetchAnalysisBundle(toCurrentAnalysis(analysis, language), analysis, { signedIn: true, queryClient }),
    );
    return null;
  } catch (error) {
    return toAnalysisError(error);
  }
}

import type { Language } from '@shobdo/contracts';
import { setAnalysisState, setCurrentBundle } from './analysis-store';
import { getAnalysis } from './api/get-analysis';
import { loadAnalysisBundle } from './load-analysis-bundle';
import { toAnalysisError } from './logic/to-analysis-error';
import { toCurrentAnalysis } from './logic/to-current-analysis';
import type { AnalysisError } from './types';

/**
 * Makes a stored analysis (a history card) the current one, with its bundle, ready for /results.
 * Resolves null on success, else the error to show. Only /history (signed in) opens analyses.
 */
export async function openAnalysis(id: string, language: Language): Promise<AnalysisError | null> {
  try {
    const analysis = await getAnalysis(id, { signedIn: true });
    const bundle = await loadAnalysisBundle(toCurrentAnalysis(analysis, language), analysis, { signedIn: true });
    setCurrentBundle(bundle);
    setAnalysisState({ error: null });
    return null;
  } catch (error) {
    return toAnalysisError(error);
  }
}

export { clearCurrentAnalysis, getAnalysisState, reloadAnalysisState, resetAnalysisState } from './analysis-store';
export { useAnalysisState } from './hooks/use-analysis-state';
export { useRunAnalysis } from './hooks/use-run-analysis';
export { toAnalysisError } from './logic/to-analysis-error';
export { pickSummary } from './logic/to-current-analysis';
export { translateAnalysisError } from './logic/translate-analysis-error';
export { openAnalysis } from './open-analysis';
export { runAnalysis, type RunAnalysisInput } from './run-analysis';
export type { AnalysisBundle, AnalysisError, AnalysisState, CurrentAnalysis } from './types';

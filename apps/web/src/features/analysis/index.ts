export { analysisQueryKey, analysisQueryOptions, findLatestAnalysisId } from './api/get-analysis';
export { modelPerformanceQueryOptions } from './api/get-model-performance';
export { useAnalysisQuery } from './hooks/use-analysis-query';
export { useRunAnalysis } from './hooks/use-run-analysis';
export { resultsPath } from './logic/results-path';
export { toAnalysisError } from './logic/to-analysis-error';
export { translateAnalysisError } from './logic/translate-analysis-error';
export { runAnalysis, type RunAnalysisInput } from './run-analysis';
export type { AnalysisError, CurrentAnalysis } from './types';

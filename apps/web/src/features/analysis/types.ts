import type {
  Analysis,
  AnalysisResultView,
  AnalysisWordContributions,
  AnalyzeResponse,
  ModelPerformance,
} from '@shobdo/contracts';

/** The analysis on screen: the analyze answer plus the text it was made from (for highlighting). */
export interface CurrentAnalysis extends AnalyzeResponse {
  text: string;
}

/** The stored bundle `completeAnalysisData` of docs/product/api.md (section 3); detail parts are null when a fetch failed. */
export interface AnalysisBundle {
  basic: CurrentAnalysis;
  detailed: Analysis | null;
  wordContributions: AnalysisWordContributions | null;
  analysisResult: AnalysisResultView | null;
  modelPerformance: ModelPerformance | null;
  /** ISO time the bundle was saved. */
  timestamp: string;
}

/**
 * Client analysis state of docs/product/screens.md (section 4) that outlives a screen. `isAnalyzing` and the failure are
 * the analysis mutation's own state (hooks/use-run-analysis.ts); the history is the history query,
 * which an analysis invalidates. `analysisProgress` is an i18n key in `analysis`.
 */
export interface AnalysisState {
  currentAnalysis: CurrentAnalysis | null;
  analysisProgress: string | null;
  /** The details of the current analysis, as stored under `completeAnalysisData`. */
  bundle: AnalysisBundle | null;
  /** Analyses made in this session; every tenth asks for an analytics update (docs/product/constants.md (section 9)). */
  analysesThisSession: number;
}

/** A failure to show: `key` is an i18n key (with namespace) when the words are the client's own. */
export interface AnalysisError {
  key: string | null;
  message: string;
  /** Values for the key's placeholders (e.g. the model id of 'Model "{model}" is not available.'). */
  values?: Record<string, string>;
}

import type { AnalyzeResponse } from '@shobdo/contracts';

/**
 * A result as every screen reads it: the analyze answer plus the text it was made from (for
 * highlighting). The analyse mutation seeds it; a reload or a shared link reads the stored analysis into
 * the same shape (logic/to-current-analysis.ts).
 */
export interface CurrentAnalysis extends AnalyzeResponse {
  text: string;
}

/** A failure to show: `key` is an i18n key (with namespace) when the words are the client's own. */
export interface AnalysisError {
  key: string | null;
  message: string;
  /** Values for the key's placeholders (e.g. the model id of 'Model "{model}" is not available.'). */
  values?: Record<string, string>;
}

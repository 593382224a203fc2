import type { AnalysisBundle } from './types';

/** Browser storage key of the results bundle (docs/product/api.md (section 3)). */
export const BUNDLE_STORAGE_KEY = 'completeAnalysisData';

// localStorage so that a reload (or a second tab) of /results still finds the result; storage may be
// unavailable (private mode, quota), in which case the result simply lives in memory only.
export function saveAnalysisBundle(bundle: AnalysisBundle): void {
  try {
    window.localStorage.setItem(BUNDLE_STORAGE_KEY, JSON.stringify(bundle));
  } catch (error) {
    console.warn('Could not store the analysis bundle', error);
  }
}

function isBundle(value: unknown): value is AnalysisBundle {
  if (typeof value !== 'object' || value === null) return false;
  const basic = (value as { basic?: unknown }).basic;
  return (
    typeof basic === 'object' &&
    basic !== null &&
    typeof (basic as { prediction?: unknown }).prediction === 'string' &&
    Array.isArray((basic as { word_contributions?: unknown }).word_contributions)
  );
}

/** The bundle saved by the last analysis (or opened history card), if storage holds a valid one. */
export function readStoredBundle(): AnalysisBundle | null {
  try {
    const raw = window.localStorage.getItem(BUNDLE_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isBundle(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearStoredBundle(): void {
  try {
    window.localStorage.removeItem(BUNDLE_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
}

import { onAuthCleared } from '@/lib/auth-events';
import { BUNDLE_STORAGE_KEY, clearStoredBundle, readStoredBundle } from './bundle-storage';
import type { AnalysisBundle, AnalysisState } from './types';

/**
 * The shared analysis state (docs/product/screens.md (section 4)) as a tiny external store: the home and history routes
 * write it, the results route reads it, and no feature imports another. React reads it through
 * `useAnalysisState` (useSyncExternalStore).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function createEmptyState(): AnalysisState {
  return {
    currentAnalysis: null,
    analysisProgress: null,
    bundle: null,
    analysesThisSession: 0,
  };
}

// Read lazily from storage on first use, so that a reload of /results restores the current analysis.
let state: AnalysisState | null = null;

export function getAnalysisState(): AnalysisState {
  if (!state) {
    const stored = typeof window === 'undefined' ? null : readStoredBundle();
    state = { ...createEmptyState(), currentAnalysis: stored?.basic ?? null, bundle: stored };
  }
  return state;
}

export function setAnalysisState(patch: Partial<AnalysisState>): void {
  state = { ...getAnalysisState(), ...patch };
  for (const listener of listeners) listener();
}

export function subscribeAnalysisState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setCurrentBundle(bundle: AnalysisBundle): void {
  setAnalysisState({ currentAnalysis: bundle.basic, bundle });
}

/** 'Back to Input': the current analysis and its stored bundle go away. */
export function clearCurrentAnalysis(): void {
  clearStoredBundle();
  setAnalysisState({ currentAnalysis: null, bundle: null });
}

/** Logout clears the current analysis too (docs/product/screens.md (section 4)), whatever triggered it. */
export function resetAnalysisState(): void {
  clearStoredBundle();
  state = createEmptyState();
  for (const listener of listeners) listener();
}

/** Re-reads the stored bundle: another tab saved or cleared it (or a test prepared storage). */
export function reloadAnalysisState(): void {
  const stored = readStoredBundle();
  setAnalysisState({ currentAnalysis: stored?.basic ?? null, bundle: stored });
}

onAuthCleared(resetAnalysisState);
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === BUNDLE_STORAGE_KEY || event.key === null) reloadAnalysisState();
  });
}

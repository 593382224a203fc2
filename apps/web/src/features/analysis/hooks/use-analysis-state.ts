import { useSyncExternalStore } from 'react';
import { getAnalysisState, subscribeAnalysisState } from '../analysis-store';
import type { AnalysisState } from '../types';

export function useAnalysisState(): AnalysisState {
  return useSyncExternalStore(subscribeAnalysisState, getAnalysisState, getAnalysisState);
}

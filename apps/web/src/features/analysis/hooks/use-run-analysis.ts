import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QUERY_KEYS } from '@/lib/query-keys';
import { analysisQueryKey } from '../api/get-analysis';
import { runAnalysis, type RunAnalysisInput } from '../run-analysis';

/**
 * The analysis submission as a mutation: `isPending` is the spec's isAnalyzing, `error` the failure
 * shown under the input (translate it with toAnalysisError / translateAnalysisError), `progress` the
 * i18n key of the progress line. The answer seeds the result's query (TanStack's "updates from mutation
 * responses"), so /results shows it without a request. A new analysis changes the signed-in user's
 * history and the account's counts, so both queries are invalidated; navigation does not wait for them.
 */
export function useRunAnalysis() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: RunAnalysisInput) => runAnalysis(input, setProgress),
    onSuccess: (analysis, input) => {
      if (!analysis) return;
      queryClient.setQueryData(analysisQueryKey(analysis.analysis_id), analysis);
      if (!input.isSignedIn) return;
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.history });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser });
    },
  });
  return { ...mutation, progress };
}

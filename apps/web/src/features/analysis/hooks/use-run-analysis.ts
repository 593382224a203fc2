import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@/lib/query-keys';
import { runAnalysis, type RunAnalysisInput } from '../run-analysis';

/**
 * The analysis submission as a mutation: `isPending` is the spec's isAnalyzing, `error` the failure
 * shown under the input (translate it with toAnalysisError / translateAnalysisError). A new analysis
 * changes the signed-in user's history and the account's counts, so both queries are invalidated.
 */
export function useRunAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RunAnalysisInput) => runAnalysis(input, queryClient),
    onSuccess: async (bundle, input) => {
      if (!bundle || !input.isSignedIn) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.history }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser }),
      ]);
    },
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import {
  analysisQueryKey,
  findLatestAnalysisId,
  modelPerformanceQueryOptions,
  inputDraft,
  resultsPath,
  toAnalysisError,
  translateAnalysisError,
  useAnalysisQuery,
  useRunAnalysis,
} from '@/features/analysis';
import { ReportWrongResult } from '@/features/feedback';
import { ResultsPage, ResultUnavailable } from '@/features/results';
import { ApiRequestError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Results: the analysis named in the URL (seeded by the analyse mutation or a history card, else read
 * from the server). Without an id it shows the analysis this tab saw last, and without one of those it goes
 * home (docs/product/screens.md, Results). An id that cannot be read is explained where it was opened, with a
 * way to log in or to try again (decision 0085).
 */
export default function ResultsRoute() {
  const { t } = useTranslation(['results', 'analysis']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id');
  const analysis = useAnalysisQuery(id);
  const modelId = analysis.data?.model_id;
  const performance = useQuery({ ...modelPerformanceQueryOptions(modelId ?? ''), enabled: modelId !== undefined });
  const cleared = useRef(false);
  const { isAuthenticated, user } = useAuth();
  // An analysis made before the login cannot be reported: the same text is analysed again, now the user's.
  const again = useRunAnalysis();
  useDocumentTitle(t('title'));

  useEffect(() => {
    if (id === null) {
      const latest = findLatestAnalysisId(queryClient);
      void navigate(latest ? resultsPath(latest) : '/', { replace: true });
    }
  }, [id, navigate, queryClient]);

  // 'Back to Input' clears the analysis once this page has gone: removed while shown, it would be read again.
  useEffect(
    () => () => {
      if (cleared.current && id !== null) queryClient.removeQueries({ queryKey: analysisQueryKey(id) });
    },
    [id, queryClient],
  );

  if (id !== null && analysis.isError && !analysis.isFetching) {
    // 401, 403 and 404 say the same to the visitor: not an analysis they may read (the server does not tell
    // whether it exists). Anything else is a request that failed.
    const status = analysis.error instanceof ApiRequestError ? analysis.error.status : 0;
    return (
      <ResultUnavailable
        reason={[401, 403, 404].includes(status) ? 'missing' : 'failed'}
        signedIn={isAuthenticated}
        onRetry={() => void analysis.refetch()}
      />
    );
  }
  if (!analysis.data) return <LoadingScreen label={t('loading')} />;
  return (
    <ResultsPage
      analysis={analysis.data}
      performance={performance.data ?? null}
      onBack={() => {
        cleared.current = true;
        // The analysed text goes back into the input, to edit or to read with another model (decision 0087).
        void navigate('/', { state: inputDraft(analysis.data.text, user) });
      }}
      actions={
        <ReportWrongResult
          analysisId={analysis.data.analysis_id}
          prediction={analysis.data.prediction}
          labels={analysis.data.class_probabilities.map((p) => p.label)}
          analyzeAgain={{
            run: () =>
              again.mutate(
                {
                  text: analysis.data.text,
                  modelId: analysis.data.model_id,
                  analysisType: analysis.data.analysis_type,
                  isSignedIn: true,
                },
                { onSuccess: (result) => void (result && navigate(resultsPath(result.analysis_id))) },
              ),
            pending: again.isPending,
            error: again.error ? translateAnalysisError(toAnalysisError(again.error), t) : null,
          }}
        />
      }
    />
  );
}

import type { AnalysisType } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  inputDraft,
  readInputDraft,
  resultsPath,
  toAnalysisError,
  translateAnalysisError,
  useRunAnalysis,
} from '@/features/analysis';
import { HomePage } from '@/features/home';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Home: wires the shared analysis flow (features/analysis) into the home screen (features/home). */
export default function HomeRoute() {
  const { t } = useTranslation(['home', 'analysis']);
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated, user } = useAuth();
  // The mutation's state is this screen's: an old failure belongs to an earlier visit and is gone.
  const analysis = useRunAnalysis();
  useDocumentTitle(t('home:pageTitle'));

  const analyze = (text: string, modelId: string, analysisType: AnalysisType) => {
    if (analysis.isPending) return;
    analysis.mutate(
      { text, modelId, analysisType, isSignedIn: isAuthenticated },
      {
        // The answer is already the result's query (useRunAnalysis): /results shows it without a request.
        // This page's history entry keeps the text (decision 0087): the browser's Back from the results finds it.
        onSuccess: async (result) => {
          if (!result) return;
          await navigate(location, { replace: true, state: inputDraft(text, user) });
          await navigate(resultsPath(result.analysis_id));
        },
      },
    );
  };

  return (
    <HomePage
      // Each visit, and each account, starts from its own text: a logout or a link to this page while on it does not
      // keep what was typed before (decision 0087).
      key={`${location.key}:${user?.id ?? ''}`}
      initialText={readInputDraft(location.state, user)}
      onAnalyze={analyze}
      isAnalyzing={analysis.isPending}
      progress={analysis.isPending && analysis.progress ? t(`analysis:${analysis.progress}`) : null}
      error={analysis.error ? translateAnalysisError(toAnalysisError(analysis.error), t) : null}
    />
  );
}

import type { AnalysisType } from '@shobdo/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearAnalysisError, runAnalysis, translateAnalysisError, useAnalysisState } from '@/features/analysis';
import { HomePage } from '@/features/home';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Home: wires the shared analysis flow (features/analysis) into the home screen (features/home). */
export default function HomeRoute() {
  const { t } = useTranslation(['home', 'analysis']);
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const { isAnalyzing, analysisProgress, error } = useAnalysisState();
  useDocumentTitle(t('home:pageTitle'));
  // An old failure belongs to an earlier visit: the form starts clean and leaves clean.
  useEffect(() => {
    clearAnalysisError();
    return clearAnalysisError;
  }, []);

  const analyze = (text: string, modelId: string, analysisType: AnalysisType) => {
    void runAnalysis({ text, modelId, analysisType, isSignedIn: isAuthenticated }).then((done) => {
      if (done) void navigate('/results');
    });
  };

  return (
    <HomePage
      onAnalyze={analyze}
      isAnalyzing={isAnalyzing}
      progress={analysisProgress ? t(`analysis:${analysisProgress}`) : null}
      error={error ? translateAnalysisError(error, t) : null}
    />
  );
}

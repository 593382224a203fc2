import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import {
  clearCurrentAnalysis,
  pickSummary,
  useAnalysisState,
  type AnalysisBundle,
  type CurrentAnalysis,
} from '@/features/analysis';
import { ResultsPage, type ResultsData } from '@/features/results';
import { useDocumentTitle } from '@/lib/use-document-title';

function toResultsData(current: CurrentAnalysis, stored: AnalysisBundle | null, language: string): ResultsData {
  const bundle = stored?.basic.analysis_id === current.analysis_id ? stored : null;
  // The stored analysis keeps the summary in both languages, so it follows the language toggle.
  const detailed = bundle?.detailed ?? null;
  return {
    prediction: current.prediction,
    confidence: current.confidence,
    processingTime: current.processing_time,
    summary: detailed ? pickSummary(detailed, language === 'bn' ? 'bn' : 'en') : current.summary,
    timestamp: current.timestamp,
    text: current.text,
    modelId: current.model_id,
    classProbabilities: current.class_probabilities,
    words: bundle?.wordContributions?.word_contributions ?? current.word_contributions,
    performance: bundle?.modelPerformance ?? null,
    // A result kept in browser storage from before warnings existed has none.
    warnings: current.warnings ?? [],
  };
}

/** Results: shows the current analysis (restored from browser storage after a reload), else goes home. */
export default function ResultsRoute() {
  const { t, i18n } = useTranslation('results');
  const navigate = useNavigate();
  const { currentAnalysis, bundle } = useAnalysisState();
  useDocumentTitle(t('title'));

  useEffect(() => {
    if (!currentAnalysis) void navigate('/', { replace: true });
  }, [currentAnalysis, navigate]);

  if (!currentAnalysis) return <LoadingScreen label={t('loading')} />;
  return (
    <ResultsPage
      data={toResultsData(currentAnalysis, bundle, i18n.language)}
      onBack={() => {
        clearCurrentAnalysis();
        void navigate('/');
      }}
    />
  );
}

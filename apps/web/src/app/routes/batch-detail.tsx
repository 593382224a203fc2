import type { Analysis } from '@shobdo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { modelPerformanceQueryOptions, toCurrentAnalysis } from '@/features/analysis';
import { BatchResultsPage } from '@/features/batch';
import { ReportWrongResult } from '@/features/feedback';
import { ResultBreakdown, toResultsData } from '@/features/results';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /batch/:id: a batch's results; a row's explanation is the results page's notices, class and confidence with the
 * summary, highlighted text, top words and every class's probability, with "Wrong result?" (features/feedback) under
 * them.
 */
export default function BatchDetailRoute() {
  const { t } = useTranslation('batch');
  const { id = '' } = useParams();
  useDocumentTitle(t('title'));
  return <BatchResultsPage key={id} id={id} renderExplanation={(analysis) => <BatchRowResult analysis={analysis} />} />;
}

/** One row as the results page shows an analysis, read from the row's stored analysis (its summary in the UI's language). */
function BatchRowResult({ analysis }: { analysis: Analysis }) {
  const { i18n } = useTranslation();
  const performance = useQuery(modelPerformanceQueryOptions(analysis.model));
  const data = toResultsData(toCurrentAnalysis(analysis), i18n.language, performance.data ?? null);
  return (
    <>
      <ResultBreakdown data={data} layout="stacked" />
      <ReportWrongResult
        analysisId={analysis.id}
        prediction={analysis.detected_type}
        labels={analysis.class_probabilities.map((p) => p.label)}
        mode="inline"
      />
    </>
  );
}

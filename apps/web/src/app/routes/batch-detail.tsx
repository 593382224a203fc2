import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BatchResultsPage } from '@/features/batch';
import { ReportWrongResult } from '@/features/feedback';
import { HighlightedText, ResultWarnings, TopWordsCard } from '@/features/results';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /batch/:id: a batch's results; a row's explanation is the results page's notices, highlighted text and top
 * words, with "Wrong result?" (features/feedback) under them.
 */
export default function BatchDetailRoute() {
  const { t } = useTranslation('batch');
  const { id = '' } = useParams();
  useDocumentTitle(t('title'));
  return (
    <BatchResultsPage
      key={id}
      id={id}
      renderExplanation={(analysis) => (
        <>
          <ResultWarnings warnings={analysis.warnings} />
          <HighlightedText
            text={analysis.original_text}
            words={analysis.word_contributions}
            prediction={analysis.detected_type}
          />
          <TopWordsCard words={analysis.word_contributions} prediction={analysis.detected_type} />
          <ReportWrongResult
            analysisId={analysis.id}
            prediction={analysis.detected_type}
            labels={analysis.class_probabilities.map((p) => p.label)}
            mode="inline"
          />
        </>
      )}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { analysisQueryOptions, resultsPath, toAnalysisError, translateAnalysisError } from '@/features/analysis';
import { HistoryPage } from '@/features/history';
import { useDocumentTitle } from '@/lib/use-document-title';

/** History: a card click reads that analysis into its query (features/analysis) and shows it on /results. */
export default function HistoryRoute() {
  const { t } = useTranslation(['history', 'analysis']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('history:title'));

  // Read before leaving, so that a failure is shown here, beside the card, rather than as a bounce home.
  const open = async (id: string): Promise<string | null> => {
    try {
      await queryClient.fetchQuery(analysisQueryOptions(id, true));
    } catch (error) {
      return translateAnalysisError(toAnalysisError(error), t);
    }
    void navigate(resultsPath(id));
    return null;
  };

  return <HistoryPage onOpen={open} />;
}

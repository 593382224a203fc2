import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openAnalysis, translateAnalysisError } from '@/features/analysis';
import { HistoryPage } from '@/features/history';
import { useDocumentTitle } from '@/lib/use-document-title';

/** History: a card click makes that analysis current (features/analysis) and shows it on /results. */
export default function HistoryRoute() {
  const { t, i18n } = useTranslation(['history', 'analysis']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('history:title'));

  const open = async (id: string): Promise<string | null> => {
    const error = await openAnalysis(id, i18n.language === 'bn' ? 'bn' : 'en', queryClient);
    if (!error) {
      void navigate('/results');
      return null;
    }
    return translateAnalysisError(error, t);
  };

  return <HistoryPage onOpen={open} />;
}

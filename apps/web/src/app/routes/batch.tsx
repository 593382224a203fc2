import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewBatchPage } from '@/features/batch';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /batch: a new batch, its progress, and the user's earlier batches; a finished batch opens /batch/:id. */
export default function BatchRoute() {
  const { t } = useTranslation('batch');
  const navigate = useNavigate();
  useDocumentTitle(t('title'));
  return <NewBatchPage onOpen={(id) => void navigate(`/batch/${id}`)} />;
}

import type { Analysis, BatchRow } from '@shobdo/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { useModelsQuery } from '@/lib/models-query';
import { useBatchDetail } from '../api/batches';
import { explainError } from '../logic/explain-error';
import { BatchClassChart } from './batch-class-chart';
import { BatchHeader } from './batch-header';
import { BatchRowExplanation } from './batch-row-explanation';
import { BatchRowsPanel } from './batch-rows-panel';
import { BatchUrgent, hasUrgentClasses } from './batch-urgent';

export interface BatchResultsPageProps {
  id: string;
  /** The results page's highlighted text and top words for one analysis (composed by the route). */
  renderExplanation: (analysis: Analysis) => ReactNode;
}

/** /batch/:id: the summary (counts, chart, most confident threats), the rows with filters, downloads. */
export function BatchResultsPage({ id, renderExplanation }: BatchResultsPageProps) {
  const { t } = useTranslation(['batch', 'errors']);
  const detail = useBatchDetail(id);
  const [open, setOpen] = useState<BatchRow | null>(null);
  // Threats and harassment are classes of the cyberbullying models only; sentiment and spam batches skip them.
  const { data: models } = useModelsQuery();
  const urgentShown = hasUrgentClasses(models?.find((m) => m.id === detail.data?.model_id)?.labels ?? []);

  if (detail.error) {
    const missing = detail.error instanceof ApiRequestError && [403, 404].includes(detail.error.status);
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-8">
        <p role="alert">{missing ? t('results.notFound') : explainError(detail.error, t)}</p>
        <Link to="/batch" className="text-emerald-300 underline">
          {t('results.back')}
        </Link>
      </div>
    );
  }
  if (!detail.data)
    return (
      <p className="px-4 py-8" role="status">
        {t('common:loading')}
      </p>
    );
  const batch = detail.data;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <Link to="/batch" className="text-sm text-emerald-300 underline-offset-2 hover:underline">
        ← {t('results.back')}
      </Link>
      <BatchHeader batch={batch} name={batch.name || t('list.unnamed')} />
      <BatchClassChart counts={batch.class_counts} />
      {urgentShown ? <BatchUrgent batchId={id} onOpen={setOpen} /> : null}
      <BatchRowsPanel batch={batch} onOpen={setOpen} />
      {open ? (
        <BatchRowExplanation row={open} onClose={() => setOpen(null)} renderExplanation={renderExplanation} />
      ) : null}
    </div>
  );
}

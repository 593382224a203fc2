import type { Analysis, BatchRow } from '@shobdo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatNumber } from '@/lib/format';
import { useRowAnalysis } from '../api/batches';
import { explainError } from '../logic/explain-error';

interface BatchRowExplanationProps {
  row: BatchRow;
  onClose: () => void;
  /** The results page's highlighted text and top words for one analysis (composed by the route). */
  renderExplanation: (analysis: Analysis) => ReactNode;
}

/** One row's explanation in a dialog, recomputed by the server when opened. */
export function BatchRowExplanation({ row, onClose, renderExplanation }: BatchRowExplanationProps) {
  const { t, i18n } = useTranslation(['batch', 'errors']);
  const analysis = useRowAnalysis(row.analysis_id);
  return (
    <Modal
      size="lg"
      title={t('results.explanationTitle', { position: formatNumber(row.position + 1, i18n.language) })}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('results.close')}
        </Button>
      }
    >
      {analysis.data ? (
        <div className="flex flex-col gap-4">{renderExplanation(analysis.data)}</div>
      ) : analysis.error ? (
        <p role="alert">{explainError(analysis.error, t)}</p>
      ) : (
        <p role="status">{t('results.loadingExplanation')}</p>
      )}
    </Modal>
  );
}

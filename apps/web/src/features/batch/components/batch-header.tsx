import type { BatchDetail } from '@shobdo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { downloadCsv, downloadExcel } from '../logic/download-rows';
import { explainError } from '../logic/explain-error';

/**
 * The batch's name, what was analysed with which model, how many rows were skipped (empty or too long: the server
 * keeps their numbers but no row, so the table has gaps), and the CSV and Excel downloads.
 */
export function BatchHeader({ batch, name }: { batch: BatchDetail; name: string }) {
  const { t, i18n } = useTranslation(['batch', 'errors']);
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const skipped = batch.total_rows - batch.analysed_rows;

  const download = async (kind: 'csv' | 'xlsx') => {
    setBusy(kind);
    setDownloadError(null);
    try {
      await (kind === 'csv' ? downloadCsv(batch.id, name) : downloadExcel(batch.id, name));
    } catch (e) {
      setDownloadError(explainError(e, t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <header className="flex flex-col gap-2">
      <h1 className="text-3xl font-bold break-words text-slate-100">{name}</h1>
      <p className="text-slate-300">
        {t('results.summary', { analysed: formatNumber(batch.analysed_rows, i18n.language), model: batch.model_name })}
      </p>
      {skipped > 0 ? (
        <p className="text-amber-300" data-testid="batch-skipped">
          {t('results.skipped', { count: skipped, value: formatNumber(skipped, i18n.language) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={busy !== null} onClick={() => void download('csv')}>
          {busy === 'csv' ? t('results.downloading') : t('results.downloadCsv')}
        </Button>
        <Button variant="secondary" disabled={busy !== null} onClick={() => void download('xlsx')}>
          {busy === 'xlsx' ? t('results.downloading') : t('results.downloadExcel')}
        </Button>
      </div>
      {downloadError ? <p role="alert">{downloadError}</p> : null}
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import type { BatchRunProgress } from '../hooks/use-batch-run';
import { explainError } from '../logic/explain-error';

/** The run's progress bar (count and speed) with Cancel, then how it ended and a way to its results. */
export function BatchProgress({
  progress,
  onCancel,
  onOpen,
}: {
  progress: BatchRunProgress;
  onCancel: () => void;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation(['batch', 'errors']);
  const n = (value: number) => formatNumber(value, i18n.language);
  if (progress.phase === 'idle') return null;
  const percent = progress.total ? Math.round((progress.sent / progress.total) * 100) : 0;
  return (
    <section
      aria-label={t('progress.label')}
      className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-900/60 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-100" id="batch-progress-label">
          {t('progress.label')}
        </span>
        <span className="text-sm text-slate-300" data-testid="batch-progress-count">
          {t('progress.count', { sent: n(progress.sent), total: n(progress.total) })}
          {progress.rate > 0 ? ` · ${t('progress.rate', { rate: n(Math.round(progress.rate)) })}` : ''}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="batch-progress-label"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.sent}
        aria-valuetext={t('progress.count', { sent: n(progress.sent), total: n(progress.total) })}
        className="h-3 overflow-hidden rounded-full bg-slate-800"
      >
        <div className="h-full bg-emerald-500 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {progress.phase === 'running' || progress.phase === 'cancelling' ? (
        <div>
          <Button variant="secondary" onClick={onCancel} disabled={progress.phase === 'cancelling'}>
            {progress.phase === 'cancelling' ? t('progress.cancelling') : t('progress.cancel')}
          </Button>
        </div>
      ) : (
        <div role="status" className="flex flex-col gap-2">
          {progress.phase === 'done' ? <p>{t('progress.done', { total: n(progress.total) })}</p> : null}
          {progress.phase === 'cancelled' ? (
            <p>{t('progress.cancelled', { sent: n(progress.sent), total: n(progress.total) })}</p>
          ) : null}
          {progress.phase === 'failed' ? (
            <p className="text-red-300">{t('progress.failed', { message: explainError(progress.error, t) })}</p>
          ) : null}
          {progress.rejected > 0 ? (
            <p>{t('progress.rejected', { count: progress.rejected, value: n(progress.rejected) })}</p>
          ) : null}
          {progress.batchId ? (
            <div>
              <Button onClick={() => onOpen(progress.batchId!)}>{t('progress.open')}</Button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

import type { BatchRow } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { getTypeLabelKey } from '@/lib/analysis/detected-types';
import { formatPercent } from '@/lib/format';
import { useBatchRows } from '../api/batches';

/** The classes a moderator looks at first. */
const URGENT = ['threat', 'sexual'] as const;

/** Whether the batch's model has the urgent classes (threats and harassment are the cyberbullying models'). */
export const hasUrgentClasses = (labels: readonly string[]) => URGENT.some((label) => labels.includes(label));

/** The five most confident threats and sexual harassment of the batch; a row opens its explanation. */
export function BatchUrgent({ batchId, onOpen }: { batchId: string; onOpen: (row: BatchRow) => void }) {
  const { t, i18n } = useTranslation(['batch', 'analysis']);
  const threats = useBatchRows(batchId, { page: 1, pageSize: 5, label: URGENT[0], order: 'confidence' });
  const harassment = useBatchRows(batchId, { page: 1, pageSize: 5, label: URGENT[1], order: 'confidence' });
  const urgent = [...(threats.data?.results ?? []), ...(harassment.data?.results ?? [])]
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, 5);
  return (
    <section aria-labelledby="urgent-title" className="flex flex-col gap-2">
      <h2 id="urgent-title" className="text-xl font-semibold text-slate-100">
        {t('results.urgent')}
      </h2>
      {urgent.length === 0 ? (
        <p className="text-slate-400">{t('results.urgentEmpty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {urgent.map((row) => (
            <li key={row.analysis_id}>
              <button
                type="button"
                onClick={() => onOpen(row)}
                className="flex w-full flex-wrap items-center gap-3 rounded-lg border border-slate-800 bg-slate-900/60 px-3 py-2 text-left hover:border-slate-600"
              >
                <Badge tone={row.prediction === 'threat' ? 'red' : 'yellow'}>
                  {t(getTypeLabelKey(row.prediction), { defaultValue: row.prediction })}
                </Badge>
                <span className="text-sm text-slate-300">{formatPercent(row.confidence, i18n.language)}</span>
                <span lang="bn" className="min-w-0 flex-1 truncate text-slate-100">
                  {row.text}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

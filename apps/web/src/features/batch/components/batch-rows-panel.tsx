import type { BatchDetail, BatchRow } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/list/use-list-params';
import { FormField, inputClass } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { getTypeLabelKey } from '@/lib/analysis/detected-types';
import { useBatchRows } from '../api/batches';
import { readMinConfidence } from '../logic/min-confidence';
import { BatchRowsTable } from './batch-rows-table';

const PAGE_SIZE = 25;
const ROWS_DEFAULTS = { label: '', minConfidence: '' };

/**
 * The batch's rows, 25 a page, with the class and minimum-confidence filters. Filters and page live in
 * the URL (a reload, Back and a shared link keep them).
 */
export function BatchRowsPanel({ batch, onOpen }: { batch: BatchDetail; onOpen: (row: BatchRow) => void }) {
  const { t } = useTranslation(['batch', 'analysis']);
  const list = useListParams(ROWS_DEFAULTS);
  const { label, minConfidence, page } = list.params;
  const rows = useBatchRows(batch.id, {
    page,
    pageSize: PAGE_SIZE,
    label: label || undefined,
    minConfidence: readMinConfidence(minConfidence),
  });
  return (
    <section aria-labelledby="rows-title" className="flex flex-col gap-3">
      <h2 id="rows-title" className="text-xl font-semibold text-slate-100">
        {t('results.rowsTitle')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="batch-filter-class" label={t('results.filterClass')}>
          <select
            id="batch-filter-class"
            className={inputClass}
            value={label}
            onChange={(e) => list.setFilters({ label: e.target.value })}
          >
            <option value="">{t('results.allClasses')}</option>
            {batch.class_counts.map((c) => (
              <option key={c.label} value={c.label}>
                {t(getTypeLabelKey(c.label), { defaultValue: c.label })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="batch-filter-confidence" label={t('results.filterConfidence')}>
          <input
            id="batch-filter-confidence"
            // Text, not a number field: a number field drops the Bengali digits a Bengali keyboard types.
            type="text"
            inputMode="decimal"
            className={inputClass}
            value={minConfidence}
            onChange={(e) => list.setFilters({ minConfidence: e.target.value })}
          />
        </FormField>
      </div>
      <BatchRowsTable rows={rows.data?.results ?? []} onOpen={onOpen} />
      {rows.data && rows.data.count > PAGE_SIZE ? (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={rows.data.count}
          totalPages={Math.ceil(rows.data.count / PAGE_SIZE)}
          onPageChange={list.setPage}
        />
      ) : null}
    </section>
  );
}

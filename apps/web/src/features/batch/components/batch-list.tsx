import type { Batch } from '@shobdo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { formatDate, formatNumber } from '@/lib/format';
import { useBatchList, useDeleteBatch } from '../api/batches';
import { explainError } from '../logic/explain-error';

/** The user's earlier batches, newest first, each to open or delete. */
export function BatchList() {
  const { t, i18n } = useTranslation(['batch', 'errors']);
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const { data, error } = useBatchList(page);
  const remove = useDeleteBatch();
  const [doomed, setDoomed] = useState<Batch | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const name = (batch: Batch) => batch.name || t('list.unnamed');

  return (
    <section aria-labelledby="batch-list-title" className="flex flex-col gap-3">
      <h2 id="batch-list-title" className="text-xl font-semibold text-slate-100">
        {t('list.title')}
      </h2>
      {notice ? <p role="status">{notice}</p> : null}
      {error ? <p role="alert">{explainError(error, t)}</p> : null}
      {data && data.results.length === 0 ? <p className="text-slate-400">{t('list.empty')}</p> : null}
      {data && data.results.length > 0 ? (
        <DataTable<Batch>
          caption={t('list.caption')}
          rows={data.results}
          getRowId={(batch) => batch.id}
          getRowLabel={name}
          empty={t('list.empty')}
          minWidth="36rem"
          columns={[
            {
              key: 'name',
              header: t('list.name'),
              cell: (batch) => (
                <Link
                  to={`/batch/${batch.id}`}
                  className="line-clamp-2 max-w-xs text-emerald-300 underline-offset-2 wrap-anywhere hover:underline"
                >
                  {name(batch)}
                </Link>
              ),
            },
            { key: 'model', header: t('list.model'), cell: (batch) => batch.model_name },
            { key: 'rows', header: t('list.rows'), cell: (batch) => formatNumber(batch.analysed_rows, lang) },
            { key: 'created', header: t('list.created'), cell: (batch) => formatDate(batch.created_at, lang) },
            {
              key: 'delete',
              header: <span className="sr-only">{t('list.delete')}</span>,
              cell: (batch) => (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${t('list.delete')}: ${name(batch)}`}
                  onClick={() => setDoomed(batch)}
                >
                  {t('list.delete')}
                </Button>
              ),
            },
          ]}
        />
      ) : null}
      {data && data.count > data.page_size ? (
        <Pager
          page={page}
          pageSize={data.page_size}
          total={data.count}
          totalPages={Math.ceil(data.count / data.page_size)}
          onPageChange={setPage}
        />
      ) : null}
      {doomed ? (
        <ConfirmDialog
          title={t('list.confirmTitle')}
          message={t('list.confirmMessage', { name: name(doomed), rows: formatNumber(doomed.analysed_rows, lang) })}
          confirmLabel={t('list.delete')}
          danger
          busy={remove.isPending}
          onCancel={() => setDoomed(null)}
          onConfirm={() =>
            remove.mutate(doomed.id, {
              onSuccess: () => {
                setDoomed(null);
                setNotice(t('list.deleted'));
              },
              onError: (e) => {
                setDoomed(null);
                setNotice(explainError(e, t));
              },
            })
          }
        />
      ) : null}
    </section>
  );
}

import type { AnalysisLogRow } from '@shobdo/contracts';
import { Download, Home, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { ApiRequestError } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { useBulkDeleteMutation } from '../api/bulk-delete';
import { useExportAnalysesMutation } from '../api/export-analyses';
import { useAnalysisLogsQuery } from '../api/get-analysis-logs';
import { AnalysisDetailsModal } from './analysis-details-modal';
import { ConfidenceBadge } from './confidence-badge';
import { LogsFilters, type LogsFilterValues } from './logs-filters';
import { LogsStats } from './logs-stats';
import { TypeIcon } from './type-icon';

const EMPTY: LogsFilterValues = { search: '', language: '', dateFrom: '', dateTo: '', sortBy: '-created_at' };

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return current;
}

/** Analysis logs (docs/product/screens.md (section 2)) with the details modal a row opens. */
export function LogsPage() {
  const { t, i18n } = useTranslation('adminLogs');
  const lang = i18n.language;
  const [filters, setFilters] = useState<LogsFilterValues>(EMPTY);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [opened, setOpened] = useState<AnalysisLogRow | null>(null);
  const search = useDebounced(filters.search, 300);
  const query = useAnalysisLogsQuery({
    page,
    search,
    language: filters.language,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    sortBy: filters.sortBy,
  });
  const remove = useBulkDeleteMutation();
  const exporter = useExportAnalysesMutation();
  const n = (value: number) => formatNumber(value, lang);

  const explain = (error: unknown, fallback: string) => {
    if (!(error instanceof ApiRequestError)) return fallback;
    const reason = error.messageKey ? t(`errors:${error.messageKey}`) : error.message;
    return `${fallback}: ${reason}`;
  };
  // Any filter change resets to page 1 (docs/product/screens.md (section 4)).
  const changeFilters = (next: LogsFilterValues) => {
    setFilters(next);
    setPage(1);
    setSelected(new Set());
  };
  const runDelete = () =>
    remove.mutate([...selected], {
      onSuccess: (r) => {
        setConfirming(false);
        setSelected(new Set());
        setFailure(null);
        setNotice(t('done.deleted', { count: n(r.deleted) }));
      },
      onError: (e) => {
        setConfirming(false);
        setNotice(null);
        setFailure(explain(e, t('errors.delete')));
      },
    });
  const runExport = (format: 'json' | 'csv') =>
    exporter.mutate(format, {
      onSuccess: () => {
        setFailure(null);
        setNotice(t('done.exported'));
      },
      onError: (e) => {
        setNotice(null);
        setFailure(explain(e, t('errors.export')));
      },
    });

  const columns: DataTableColumn<AnalysisLogRow>[] = [
    {
      key: 'user',
      header: t('table.user'),
      cell: (r) => r.user?.username ?? <span className="text-slate-400">{t('table.anonymous')}</span>,
    },
    {
      key: 'text',
      header: t('table.text'),
      cell: (r) => (
        <span lang={r.language} className="line-clamp-2 max-w-xs wrap-anywhere">
          {r.text_snippet}
        </span>
      ),
    },
    { key: 'type', header: t('table.type'), cell: (r) => <TypeIcon type={r.analysis_type} /> },
    {
      key: 'result',
      header: t('table.result'),
      cell: (r) => t(`analysis:types.${r.detected_type}`, { defaultValue: r.detected_type }),
    },
    { key: 'confidence', header: t('table.confidence'), cell: (r) => <ConfidenceBadge score={r.confidence_score} /> },
    { key: 'language', header: t('table.language'), cell: (r) => t(`languages.${r.language}`) },
    {
      key: 'date',
      header: t('table.date'),
      cell: (r) => formatDate(r.created_at, lang),
      className: 'whitespace-nowrap',
    },
  ];

  const data = query.data;
  return (
    <div className="flex flex-col gap-6">
      <LogsStats summary={data?.summary} />
      <LogsFilters value={filters} onChange={changeFilters} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="danger"
          size="sm"
          onClick={() => setConfirming(true)}
          disabled={selected.size === 0 || remove.isPending}
          icon={<Trash2 className="h-4 w-4" aria-hidden />}
        >
          {t('delete', { count: n(selected.size) })}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => runExport('json')}
          disabled={exporter.isPending}
          icon={<Download className="h-4 w-4" aria-hidden />}
        >
          {t('export')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => runExport('csv')} disabled={exporter.isPending}>
          {t('exportCsv')}
        </Button>
        <Link to="/" className={buttonClass('ghost', 'sm', 'sm:ml-auto')}>
          <Home className="h-4 w-4" aria-hidden />
          {t('goHome')}
        </Link>
      </div>
      <div aria-live="polite">
        {notice && (
          <p className="rounded-lg border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm text-emerald-300">
            {notice}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-300">
          {failure}
        </p>
      )}
      {query.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-red-300"
        >
          <p>{explain(query.error, t('errors.load'))}</p>
          <Button size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <DataTable
            caption={t('table.caption')}
            rows={data?.analyses ?? []}
            columns={columns}
            getRowId={(r) => r.id}
            getRowLabel={(r) =>
              t('table.rowLabel', { user: r.user?.username ?? t('table.anonymous'), text: r.text_snippet.slice(0, 40) })
            }
            selected={selected}
            onSelectedChange={setSelected}
            onRowOpen={setOpened}
            empty={query.isPending ? t('loading') : t('empty')}
            minWidth="60rem"
          />
          {data && (
            <Pager
              page={data.pagination.page}
              pageSize={data.pagination.page_size}
              total={data.pagination.total}
              totalPages={data.pagination.total_pages}
              totalIsLowerBound={data.pagination.total_is_lower_bound}
              label={t('pagerLabel')}
              onPageChange={(next) => {
                setPage(next);
                setSelected(new Set());
              }}
            />
          )}
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('confirmDeleteTitle')}
          message={t('confirmDelete', { count: n(selected.size) })}
          confirmLabel={t('delete', { count: n(selected.size) })}
          danger
          busy={remove.isPending}
          onConfirm={runDelete}
          onCancel={() => setConfirming(false)}
        />
      )}
      {opened && <AnalysisDetailsModal row={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}

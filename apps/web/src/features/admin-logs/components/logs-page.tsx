import type { Analysis, AnalysisLogRow } from '@shobdo/contracts';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListOutcome, LoadFailed } from '@/components/list/list-alerts';
import { ListToolbar, type ExportFormat } from '@/components/list/list-toolbar';
import { useActionOutcome } from '@/components/list/use-action-outcome';
import { useSelectableList } from '@/components/list/use-selectable-list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeAdminError } from '@/lib/describe-admin-error';
import { formatNumber } from '@/lib/format';
import { useBulkDeleteMutation } from '../api/bulk-delete';
import { useExportAnalysesMutation } from '../api/export-analyses';
import { useAnalysisLogsQuery } from '../api/get-analysis-logs';
import { AnalysisDetailsModal } from './analysis-details-modal';
import { LOGS_LIST_CHOICES, LOGS_LIST_DEFAULTS, LogsFilters } from './logs-filters';
import { LogsStats } from './logs-stats';
import { LogsTable } from './logs-table';

/**
 * Analysis logs (docs/product/screens.md#admin-area) with the details modal a row opens. Search, filters,
 * sort and page live in the URL (a reload, Back and a shared link keep them). `renderNotices` draws an analysis's
 * notices at the top of its details (the route composes the results page's).
 */
export function LogsPage({ renderNotices }: { renderNotices?: (analysis: Analysis) => ReactNode } = {}) {
  const { t, i18n } = useTranslation('adminLogs');
  const list = useSelectableList(LOGS_LIST_DEFAULTS, LOGS_LIST_CHOICES);
  const { selected } = list;
  const [confirming, setConfirming] = useState(false);
  const [opened, setOpened] = useState<AnalysisLogRow | null>(null);
  const query = useAnalysisLogsQuery(list.params);
  const remove = useBulkDeleteMutation();
  const exporter = useExportAnalysesMutation();
  const outcome = useActionOutcome();
  const n = (value: number) => formatNumber(value, i18n.language);
  const explain = (error: unknown, key: string) => describeAdminError(error, t(key), t);

  const runDelete = () =>
    remove.mutate([...selected], {
      onSuccess: (r) => {
        list.unselect();
        outcome.succeed(t('done.deleted', { count: n(r.deleted) }));
      },
      onError: (e) => outcome.fail(explain(e, 'errors.delete')),
      onSettled: () => setConfirming(false),
    });
  const runExport = (format: ExportFormat) =>
    exporter.mutate(format, {
      onSuccess: () => outcome.succeed(t('done.exported')),
      onError: (e) => outcome.fail(explain(e, 'errors.export')),
    });

  return (
    <div className="flex flex-col gap-6">
      <LogsStats summary={query.data?.summary} />
      <LogsFilters value={list.params} onChange={list.setFilters} />
      <ListToolbar onExport={runExport} exporting={exporter.isPending}>
        <Button
          variant="danger"
          size="sm"
          onClick={() => setConfirming(true)}
          disabled={selected.size === 0 || remove.isPending}
          icon={<Trash2 className="h-4 w-4" aria-hidden />}
        >
          {t('delete', { count: n(selected.size) })}
        </Button>
      </ListToolbar>
      <ListOutcome notice={outcome.notice} failure={outcome.failure} />
      {query.isError ? (
        <LoadFailed message={explain(query.error, 'errors.load')} onRetry={() => void query.refetch()} />
      ) : (
        <LogsTable
          data={query.data}
          loading={query.isPending}
          selected={selected}
          onSelectedChange={list.setSelected}
          onOpen={setOpened}
          onPageChange={list.setPage}
        />
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
      {opened && <AnalysisDetailsModal row={opened} onClose={() => setOpened(null)} renderNotices={renderNotices} />}
    </div>
  );
}

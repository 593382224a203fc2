import type { AnalysisLogRow, AnalysisLogsResponse } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/components/list/list-table';
import type { DataTableColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';
import { ConfidenceBadge } from './confidence-badge';
import { TypeIcon } from './type-icon';

interface LogsTableProps {
  data: AnalysisLogsResponse | undefined;
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onOpen: (row: AnalysisLogRow) => void;
  onPageChange: (page: number) => void;
}

/** The analyses of the current page (a row opens its details) and the pager. */
export function LogsTable({ data, loading, selected, onSelectedChange, onOpen, onPageChange }: LogsTableProps) {
  const { t, i18n } = useTranslation('adminLogs');
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
      cell: (r) => formatDate(r.created_at, i18n.language),
      className: 'whitespace-nowrap',
    },
  ];
  return (
    <ListTable
      caption={t('table.caption')}
      rows={data?.analyses ?? []}
      columns={columns}
      getRowId={(r) => r.id}
      getRowLabel={(r) =>
        t('table.rowLabel', { user: r.user?.username ?? t('table.anonymous'), text: r.text_snippet.slice(0, 40) })
      }
      selected={selected}
      onSelectedChange={onSelectedChange}
      onRowOpen={onOpen}
      empty={loading ? t('loading') : t('empty')}
      minWidth="60rem"
      pagination={data?.pagination}
      pagerLabel={t('pagerLabel')}
      onPageChange={onPageChange}
    />
  );
}

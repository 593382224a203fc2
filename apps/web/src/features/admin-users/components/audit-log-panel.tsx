import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@shobdo/contracts';
import { ListTable } from '@/components/list/list-table';
import type { DataTableColumn } from '@/components/ui/data-table';
import { formatDate, formatNumber } from '@/lib/format';
import { useAuditLogQuery } from '../api/get-audit-log';

/** The admin audit log: who did what to whom, and when (newest first). */
export function AuditLogPanel() {
  const { t, i18n } = useTranslation('adminUsers');
  const [page, setPage] = useState(1);
  const query = useAuditLogQuery(page);
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'when',
      header: t('audit.when'),
      cell: (e) => formatDate(e.created_at, i18n.language),
      className: 'whitespace-nowrap',
    },
    { key: 'who', header: t('audit.who'), cell: (e) => e.actor_username },
    {
      key: 'what',
      header: t('audit.what'),
      cell: (e) => (
        <>
          {t(`audit.actions.${e.action}`)}
          {e.action === 'user.role_change' && (
            <span className="ml-1 text-slate-400">
              (
              {t('audit.roleChange', {
                from: t(`roles.${String(e.details.from)}`),
                to: t(`roles.${String(e.details.to)}`),
              })}
              )
            </span>
          )}
          {(e.action === 'users.export' || e.action === 'analyses.export') && (
            <span className="ml-1 text-slate-400">({String(e.details.format ?? 'json').toUpperCase()})</span>
          )}
          {e.action === 'account.delete' && (
            <span className="ml-1 text-slate-400">
              (
              {t('audit.accountDeleted', {
                analyses: formatNumber(Number(e.details.analyses ?? 0), i18n.language),
                batches: formatNumber(Number(e.details.batches ?? 0), i18n.language),
              })}
              )
            </span>
          )}
        </>
      ),
    },
    {
      key: 'whom',
      header: t('audit.whom'),
      cell: (e) => (e.target_id ? e.target_label || (e.action === 'analysis.delete' ? t('audit.anonymous') : '') : '—'),
    },
  ];
  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-3">
      <div>
        <h2 id="audit-title" className="text-lg font-semibold text-slate-100">
          {t('audit.title')}
        </h2>
        <p className="text-sm text-slate-400">{t('audit.description')}</p>
      </div>
      {query.isError ? (
        <p role="alert" className="text-red-400">
          {t('errors:unknown')}
        </p>
      ) : (
        <ListTable
          caption={t('audit.caption')}
          rows={query.data?.entries ?? []}
          columns={columns}
          getRowId={(e) => e.id}
          getRowLabel={(e) => e.id}
          empty={query.isPending ? t('common:loading') : t('audit.empty')}
          minWidth="36rem"
          // An empty log has nothing to page through.
          pagination={query.data?.pagination.total ? query.data.pagination : undefined}
          pagerLabel={t('audit.pagerLabel')}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}

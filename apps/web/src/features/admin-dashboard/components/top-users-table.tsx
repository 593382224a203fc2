import type { TopUsersResponse } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { CompactTable } from '@/components/ui/compact-table';
import { formatDate, formatNumber } from '@/lib/format';

/** Top users table of docs/product/screens.md#admin-area: username, analyses, language, join date. */
export function TopUsersTable({
  users,
  loadingLabel,
}: {
  users: TopUsersResponse['users'];
  loadingLabel: string | null;
}) {
  const { t, i18n } = useTranslation('adminDashboard');
  const lang = i18n.language;
  return (
    <Card title={t('topUsers.title')} titleId="top-users-title" loadingLabel={loadingLabel}>
      {users.length === 0 ? (
        <p className="text-sm text-slate-400">{t('topUsers.empty')}</p>
      ) : (
        <CompactTable
          labelledBy="top-users-title"
          rows={users}
          getRowId={(u) => u.id}
          columns={[
            { key: 'username', header: t('topUsers.username'), cell: (u) => u.username, className: 'break-all' },
            { key: 'analyses', header: t('topUsers.analyses'), cell: (u) => formatNumber(u.analyses, lang) },
            { key: 'language', header: t('topUsers.language'), cell: (u) => t(`languages.${u.language}`) },
            {
              key: 'joined',
              header: t('topUsers.joinDate'),
              cell: (u) => formatDate(u.join_date, lang, { dateStyle: 'medium' }),
              className: 'whitespace-nowrap',
            },
          ]}
        />
      )}
    </Card>
  );
}

import { ROLES, type Role, type User, type UsersDashboardResponse } from '@shobdo/contracts';
import { KeyRound, KeySquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListTable } from '@/components/list/list-table';
import type { DataTableColumn } from '@/components/ui/data-table';
import { formatDate, formatNumber } from '@/lib/format';

interface UsersTableProps {
  data: UsersDashboardResponse | undefined;
  loading: boolean;
  /** The signed-in admin, whose own role cannot be changed here. */
  meId: string | undefined;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  roleBusy: boolean;
  onRoleChange: (user: User, role: Role) => void;
  onResetPassword: (user: User) => void;
  /** Opens the user's API keys (list and revoke). */
  onOpenApiKeys: (user: User) => void;
  onPageChange: (page: number) => void;
}

/** The users of the current page with their role, status and activity, and the pager. */
export function UsersTable({ data, loading, meId, selected, onSelectedChange, ...actions }: UsersTableProps) {
  const { t, i18n } = useTranslation('adminUsers');
  const n = (value: number) => formatNumber(value, i18n.language);
  // A row's buttons: the icon, the word shown on a wide screen, and the name that says whose row it acts on.
  const rowActions = [
    { Icon: KeyRound, text: 'resetPassword', name: 'resetPasswordFor', run: actions.onResetPassword },
    { Icon: KeySquare, text: 'apiKeys:admin.open', name: 'apiKeys:admin.openFor', run: actions.onOpenApiKeys },
  ];
  const columns: DataTableColumn<User>[] = [
    {
      key: 'user',
      header: t('table.user'),
      cell: (u) => (
        <div className="min-w-0">
          <p className="font-medium text-slate-100">{u.full_name || u.username}</p>
          <p className="text-xs text-slate-400">
            {u.full_name ? `${u.username} · ` : ''}
            {u.email}
          </p>
        </div>
      ),
    },
    {
      key: 'role',
      header: t('table.role'),
      cell: (u) => (
        <select
          aria-label={t('changeRoleFor', { name: u.username })}
          value={u.role}
          disabled={u.id === meId || actions.roleBusy}
          onChange={(e) => actions.onRoleChange(u, e.target.value as Role)}
          className="rounded-lg border border-slate-700 bg-slate-900 px-2 py-1 text-sm text-slate-100 disabled:opacity-60"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'status',
      header: t('table.status'),
      cell: (u) => <Badge tone={u.status === 'active' ? 'green' : 'red'}>{t(`statuses.${u.status}`)}</Badge>,
    },
    { key: 'language', header: t('table.language'), cell: (u) => t(`languages.${u.preferred_language}`) },
    { key: 'analyses', header: t('table.analyses'), cell: (u) => n(u.analysis_count), className: 'text-right' },
    {
      key: 'last',
      header: t('table.lastActivity'),
      cell: (u) => (u.last_analysis ? formatDate(u.last_analysis, i18n.language) : t('table.never')),
      className: 'whitespace-nowrap',
    },
    {
      key: 'actions',
      header: t('table.actions'),
      cell: (u) => (
        <div className="flex gap-1">
          {rowActions.map(({ Icon, text, name, run }) => (
            <Button
              key={text}
              variant="ghost"
              size="sm"
              onClick={() => run(u)}
              icon={<Icon className="h-4 w-4" aria-hidden />}
              aria-label={t(name, { name: u.username })}
            >
              <span className="hidden xl:inline">{t(text)}</span>
            </Button>
          ))}
        </div>
      ),
    },
  ];
  return (
    <ListTable
      caption={t('table.caption')}
      rows={data?.users ?? []}
      columns={columns}
      getRowId={(u) => u.id}
      getRowLabel={(u) => u.username}
      selected={selected}
      onSelectedChange={onSelectedChange}
      empty={loading ? t('loading') : t('empty')}
      minWidth="56rem"
      pagination={data?.pagination}
      pagerLabel={t('pagerLabel')}
      onPageChange={actions.onPageChange}
    />
  );
}

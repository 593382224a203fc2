import { ROLES, type Role, type User } from '@shobdo/contracts';
import { Download, Home, KeyRound, KeySquare, UserCheck, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { useAuth } from '@/lib/auth-context';
import { formatDate, formatNumber } from '@/lib/format';
import { useBulkActivateMutation } from '../api/bulk-activate';
import { useBulkDeactivateMutation } from '../api/bulk-deactivate';
import { useChangeRoleMutation } from '../api/change-role';
import { useExportUsersMutation } from '../api/export-users';
import { useUsersDashboardQuery } from '../api/get-users-dashboard';
import { describeAdminError } from '../logic/describe-error';
import { AuditLogPanel } from './audit-log-panel';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserApiKeysDialog } from './user-api-keys-dialog';
import { UsersFilters, type UsersFilterValues } from './users-filters';
import { UsersStats } from './users-stats';

const EMPTY: UsersFilterValues = { search: '', role: '', status: '' };

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return current;
}

type Pending = { kind: 'deactivate' } | { kind: 'role'; user: User; role: Role } | null;

/** Users management (docs/product/screens.md (section 2)) with role change, password reset and the admin audit log. */
export function UsersPage() {
  const { t, i18n } = useTranslation('adminUsers');
  const { user: me } = useAuth();
  const [filters, setFilters] = useState<UsersFilterValues>(EMPTY);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [resetFor, setResetFor] = useState<User | null>(null);
  const [keysFor, setKeysFor] = useState<User | null>(null);
  const search = useDebounced(filters.search, 300);
  const query = useUsersDashboardQuery({ page, search, role: filters.role, status: filters.status });
  const activate = useBulkActivateMutation();
  const deactivate = useBulkDeactivateMutation();
  const changeRole = useChangeRoleMutation();
  const exporter = useExportUsersMutation();
  const n = (value: number) => formatNumber(value, i18n.language);

  // Any filter change resets to page 1 (docs/product/screens.md (section 4)); the selection is of rows no longer shown.
  const changeFilters = (next: UsersFilterValues) => {
    setFilters(next);
    setPage(1);
    setSelected(new Set());
  };
  const report = (ok: string | null, bad: string | null) => {
    setNotice(ok);
    setFailure(bad);
  };
  const ids = [...selected];

  const runActivate = () =>
    activate.mutate(ids, {
      onSuccess: (r) => {
        setSelected(new Set());
        report(t('done.activated', { count: n(r.updated) }), null);
      },
      onError: (e) => report(null, describeAdminError(e, t('errors.activate'), t)),
    });
  const runDeactivate = () =>
    deactivate.mutate(ids, {
      onSuccess: (r) => {
        setPending(null);
        setSelected(new Set());
        report(t('done.deactivated', { count: n(r.updated) }), null);
      },
      onError: (e) => {
        setPending(null);
        report(null, describeAdminError(e, t('errors.deactivate'), t));
      },
    });
  const runRole = (user: User, role: Role) =>
    changeRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          setPending(null);
          report(t('done.role', { name: user.username, role: t(`roles.${role}`) }), null);
        },
        onError: (e) => {
          setPending(null);
          report(null, describeAdminError(e, t('errors.role'), t));
        },
      },
    );
  const runExport = (format: 'json' | 'csv') =>
    exporter.mutate(format, {
      onSuccess: () => report(t('done.exported'), null),
      onError: (e) => report(null, describeAdminError(e, t('errors.export'), t)),
    });

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
          disabled={u.id === me?.id || changeRole.isPending}
          onChange={(e) => setPending({ kind: 'role', user: u, role: e.target.value as Role })}
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
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setResetFor(u)}
            icon={<KeyRound className="h-4 w-4" aria-hidden />}
            aria-label={t('resetPasswordFor', { name: u.username })}
          >
            <span className="hidden xl:inline">{t('resetPassword')}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setKeysFor(u)}
            icon={<KeySquare className="h-4 w-4" aria-hidden />}
            aria-label={t('apiKeys:admin.openFor', { name: u.username })}
          >
            <span className="hidden xl:inline">{t('apiKeys:admin.open')}</span>
          </Button>
        </div>
      ),
    },
  ];

  const data = query.data;
  return (
    <div className="flex flex-col gap-6">
      <UsersStats summary={data?.summary} />
      <UsersFilters value={filters} onChange={changeFilters} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          onClick={runActivate}
          disabled={selected.size === 0 || activate.isPending}
          icon={<UserCheck className="h-4 w-4" aria-hidden />}
        >
          {t('activate', { count: n(selected.size) })}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => setPending({ kind: 'deactivate' })}
          disabled={selected.size === 0 || deactivate.isPending}
          icon={<UserX className="h-4 w-4" aria-hidden />}
        >
          {t('deactivate', { count: n(selected.size) })}
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
          <p>{describeAdminError(query.error, t('errors.load'), t)}</p>
          <Button size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <DataTable
            caption={t('table.caption')}
            rows={data?.users ?? []}
            columns={columns}
            getRowId={(u) => u.id}
            getRowLabel={(u) => u.username}
            selected={selected}
            onSelectedChange={setSelected}
            empty={query.isPending ? t('loading') : t('empty')}
            minWidth="56rem"
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
      <AuditLogPanel />
      {pending?.kind === 'deactivate' && (
        <ConfirmDialog
          title={t('confirmDeactivateTitle')}
          message={t('confirmDeactivate', { count: n(selected.size) })}
          confirmLabel={t('deactivate', { count: n(selected.size) })}
          danger
          busy={deactivate.isPending}
          onConfirm={runDeactivate}
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.kind === 'role' && (
        <ConfirmDialog
          title={t('confirmRoleTitle')}
          message={t('confirmRole', { name: pending.user.username, role: t(`roles.${pending.role}`) })}
          confirmLabel={t(`roles.${pending.role}`)}
          busy={changeRole.isPending}
          onConfirm={() => runRole(pending.user, pending.role)}
          onCancel={() => setPending(null)}
        />
      )}
      {keysFor && <UserApiKeysDialog user={keysFor} onClose={() => setKeysFor(null)} />}
      {resetFor && (
        <ResetPasswordDialog
          user={resetFor}
          onClose={() => setResetFor(null)}
          onDone={(message) => {
            setResetFor(null);
            report(message, null);
          }}
        />
      )}
    </div>
  );
}

import type { Role, User } from '@shobdo/contracts';
import { UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListOutcome, LoadFailed } from '@/components/list/list-alerts';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useSelectableList } from '@/components/list/use-selectable-list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuth } from '@/lib/auth-context';
import { describeAdminError } from '@/lib/describe-admin-error';
import { formatNumber } from '@/lib/format';
import { useUsersDashboardQuery } from '../api/get-users-dashboard';
import { useUserActions } from '../hooks/use-user-actions';
import { AuditLogPanel } from './audit-log-panel';
import { ResetPasswordDialog } from './reset-password-dialog';
import { USERS_LIST_CHOICES, USERS_LIST_DEFAULTS, UsersFilters } from './users-filters';
import { UserApiKeysDialog } from './user-api-keys-dialog';
import { UsersStats } from './users-stats';
import { UsersTable } from './users-table';

type Pending = { kind: 'deactivate' } | { kind: 'role'; user: User; role: Role } | null;

/**
 * Users management (docs/product/screens.md#admin-area) with role change, password reset and the admin
 * audit log. Search, filters and page live in the URL (a reload, Back and a shared link keep them).
 */
export function UsersPage() {
  const { t, i18n } = useTranslation('adminUsers');
  const { user: me } = useAuth();
  const list = useSelectableList(USERS_LIST_DEFAULTS, USERS_LIST_CHOICES);
  const { selected, unselect } = list;
  const [pending, setPending] = useState<Pending>(null);
  const [resetFor, setResetFor] = useState<User | null>(null);
  const [keysFor, setKeysFor] = useState<User | null>(null);
  const query = useUsersDashboardQuery(list.params);
  const actions = useUserActions();
  const n = (value: number) => formatNumber(value, i18n.language);
  const close = () => setPending(null);
  const ids = [...selected];

  return (
    <div className="flex flex-col gap-6">
      <UsersStats summary={query.data?.summary} />
      <UsersFilters value={list.params} onChange={list.setFilters} />
      <ListToolbar onExport={actions.runExport} exporting={actions.exporter.isPending}>
        <Button
          size="sm"
          onClick={() => actions.runActivate(ids, { succeeded: unselect })}
          disabled={selected.size === 0 || actions.activate.isPending}
          icon={<UserCheck className="h-4 w-4" aria-hidden />}
        >
          {t('activate', { count: n(selected.size) })}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => setPending({ kind: 'deactivate' })}
          disabled={selected.size === 0 || actions.deactivate.isPending}
          icon={<UserX className="h-4 w-4" aria-hidden />}
        >
          {t('deactivate', { count: n(selected.size) })}
        </Button>
      </ListToolbar>
      <ListOutcome notice={actions.outcome.notice} failure={actions.outcome.failure} />
      {query.isError ? (
        <LoadFailed
          message={describeAdminError(query.error, t('errors.load'), t)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <UsersTable
          data={query.data}
          loading={query.isPending}
          meId={me?.id}
          selected={selected}
          onSelectedChange={list.setSelected}
          roleBusy={actions.changeRole.isPending}
          onRoleChange={(user, role) => setPending({ kind: 'role', user, role })}
          onResetPassword={setResetFor}
          onOpenApiKeys={setKeysFor}
          onPageChange={list.setPage}
        />
      )}
      <AuditLogPanel />
      {pending?.kind === 'deactivate' && (
        <ConfirmDialog
          title={t('confirmDeactivateTitle')}
          message={t('confirmDeactivate', { count: n(selected.size) })}
          confirmLabel={t('deactivate', { count: n(selected.size) })}
          danger
          busy={actions.deactivate.isPending}
          onConfirm={() => actions.runDeactivate(ids, { settled: close, succeeded: unselect })}
          onCancel={close}
        />
      )}
      {pending?.kind === 'role' && (
        <ConfirmDialog
          title={t('confirmRoleTitle')}
          message={t('confirmRole', { name: pending.user.username, role: t(`roles.${pending.role}`) })}
          confirmLabel={t(`roles.${pending.role}`)}
          busy={actions.changeRole.isPending}
          onConfirm={() => actions.runRole(pending.user, pending.role, { settled: close })}
          onCancel={close}
        />
      )}
      {keysFor && <UserApiKeysDialog user={keysFor} onClose={() => setKeysFor(null)} />}
      {resetFor && (
        <ResetPasswordDialog
          user={resetFor}
          onClose={() => setResetFor(null)}
          onDone={(message) => {
            setResetFor(null);
            actions.outcome.succeed(message);
          }}
        />
      )}
    </div>
  );
}

import type { Role, User } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@/components/list/list-toolbar';
import { useActionOutcome } from '@/components/list/use-action-outcome';
import { describeAdminError } from '@/lib/describe-admin-error';
import { formatNumber } from '@/lib/format';
import { useBulkActivateMutation } from '../api/bulk-activate';
import { useBulkDeactivateMutation } from '../api/bulk-deactivate';
import { useChangeRoleMutation } from '../api/change-role';
import { useExportUsersMutation } from '../api/export-users';

/** What the page does once an action is over: close its dialog (either way), drop the selection (on success). */
interface After {
  settled?: () => void;
  succeeded?: () => void;
}

/**
 * What an admin does to accounts from the users list (bulk activate and deactivate, a role change,
 * export), each reported in the outcome line.
 */
export function useUserActions() {
  const { t, i18n } = useTranslation('adminUsers');
  const outcome = useActionOutcome();
  const activate = useBulkActivateMutation();
  const deactivate = useBulkDeactivateMutation();
  const changeRole = useChangeRoleMutation();
  const exporter = useExportUsersMutation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const failWith = (key: string) => (error: unknown) => outcome.fail(describeAdminError(error, t(key), t));

  // Activate and deactivate: the same request on the ticked accounts, each with its own words.
  const runBulk =
    (mutation: typeof activate, action: 'activated' | 'deactivated', errorKey: string) =>
    (ids: string[], after: After) =>
      mutation.mutate(ids, {
        onSuccess: (r) => {
          after.succeeded?.();
          outcome.succeed(t(`done.${action}`, { count: n(r.updated) }));
        },
        onError: failWith(errorKey),
        onSettled: after.settled,
      });
  const runActivate = runBulk(activate, 'activated', 'errors.activate');
  const runDeactivate = runBulk(deactivate, 'deactivated', 'errors.deactivate');
  const runRole = (user: User, role: Role, after: After) =>
    changeRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => outcome.succeed(t('done.role', { name: user.username, role: t(`roles.${role}`) })),
        onError: failWith('errors.role'),
        onSettled: after.settled,
      },
    );
  const runExport = (format: ExportFormat) =>
    exporter.mutate(format, {
      onSuccess: () => outcome.succeed(t('done.exported')),
      onError: failWith('errors.export'),
    });

  return { outcome, activate, deactivate, changeRole, exporter, runActivate, runDeactivate, runRole, runExport };
}

import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { AUDIT_LOG_KEY } from './get-audit-log';
import { USERS_DASHBOARD_KEY } from './get-users-dashboard';

/** An admin's change to accounts: once it succeeds, the users list and the audit log are read again. */
export function useAccountMutation<Result, Variables>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useInvalidatingMutation(mutationFn, [USERS_DASHBOARD_KEY, AUDIT_LOG_KEY]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDIT_LOG_KEY } from './get-audit-log';
import { USERS_DASHBOARD_KEY } from './get-users-dashboard';

/** An admin's change to accounts: once it succeeds, the users list and the audit log are read again. */
export function useAccountMutation<Result, Variables>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}

import type { Role, User } from '@shobdo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { AUDIT_LOG_KEY } from './get-audit-log';
import { USERS_DASHBOARD_KEY } from './get-users-dashboard';

export function changeRole({ userId, role }: { userId: string; role: Role }): Promise<User> {
  return apiRequest<User>(`/api/users/users/${encodeURIComponent(userId)}/role/`, { method: 'POST', body: { role } });
}

export function useChangeRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}

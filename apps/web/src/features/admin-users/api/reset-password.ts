import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { AUDIT_LOG_KEY } from './get-audit-log';

export function resetPassword({ userId, newPassword }: { userId: string; newPassword: string }): Promise<void> {
  return apiRequest<void>(`/api/users/users/${encodeURIComponent(userId)}/reset_password/`, {
    method: 'POST',
    body: { new_password: newPassword },
  });
}

export function useResetPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  });
}

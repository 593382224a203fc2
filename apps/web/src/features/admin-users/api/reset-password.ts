import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { AUDIT_LOG_KEY } from './get-audit-log';

export function resetPassword({ userId, newPassword }: { userId: string; newPassword: string }): Promise<void> {
  return apiRequest<void>(`/api/users/users/${encodeURIComponent(userId)}/reset_password/`, {
    method: 'POST',
    body: { new_password: newPassword },
  });
}

export const useResetPasswordMutation = () => useInvalidatingMutation(resetPassword, [AUDIT_LOG_KEY]);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { emitAuthCleared } from '@/lib/auth-events';
import { clearAuth } from '@/lib/storage';

/** DELETE /api/users/users/me/ with the password again: the account and everything it owns go at once. */
export function deleteAccount(password: string): Promise<void> {
  return apiRequest<void>('/api/users/users/me/', { method: 'DELETE', body: { password } });
}

/**
 * Deletes the account, then ends the session here without calling logout (the server has no session
 * left to end): stored tokens and every cached answer of the account go, and the app signs out.
 */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearAuth();
      queryClient.clear();
      emitAuthCleared('logout');
    },
  });
}

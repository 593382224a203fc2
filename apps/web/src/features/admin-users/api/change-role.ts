import type { Role, User } from '@shobdo/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

export function changeRole({ userId, role }: { userId: string; role: Role }): Promise<User> {
  return apiRequest<User>(`/api/users/users/${encodeURIComponent(userId)}/role/`, { method: 'POST', body: { role } });
}

export const useChangeRoleMutation = () => useAccountMutation(changeRole);

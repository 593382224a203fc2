import type { ActivityType, AuthResponse } from '@shobdo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logActivity } from '@/lib/activity-log';
import { useAuth } from '@/lib/auth-context';
import { CURRENT_USER_KEY } from './get-current-user';

interface SessionOptions<Variables> {
  /** Whether the session outlives the browser (remember me), from the answer or from what was sent. */
  rememberMe: (auth: AuthResponse, variables: Variables) => boolean;
  /** The activity log's entry (docs/product/screens.md#across-pages): its type and description. */
  activity: [ActivityType, string];
}

/**
 * A request whose answer is a session (login, sign-up, password change): the tokens are stored and the
 * session starts, the activity is logged, and anything read for the account before is read again.
 */
export function useSessionMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<AuthResponse>,
  { rememberMe, activity }: SessionOptions<Variables>,
) {
  const { startSession } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (auth, variables) => {
      startSession(auth, rememberMe(auth, variables));
      logActivity(...activity);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

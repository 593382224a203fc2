import { apiRequest } from '@/lib/api-client';

export function postLogout(refreshToken: string | null): Promise<unknown> {
  return apiRequest('/api/auth/logout/', {
    method: 'POST',
    body: refreshToken ? { refresh_token: refreshToken } : {},
  });
}

/** The logout entry of the activity log (docs/product/screens.md#across-pages); written before the token is revoked. */
export function postLogoutActivity(): Promise<unknown> {
  return apiRequest('/api/analytics/activities/', {
    method: 'POST',
    body: { activity_type: 'logout', description: 'User logged out', metadata: {} },
  });
}

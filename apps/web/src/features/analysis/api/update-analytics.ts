import { apiRequest } from '@/lib/api-client';

/** POST /api/analytics/update_all/: asked for after every tenth history item of a signed-in user. */
export function postAnalyticsUpdate(): Promise<unknown> {
  return apiRequest('/api/analytics/update_all/', { method: 'POST', body: {} });
}

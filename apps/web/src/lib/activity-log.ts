import type { ActivityType } from '@shobdo/contracts';
import { apiRequest } from './api-client';

/**
 * Writes an Activity log entry (docs/product/api.md#entities) without waiting for it and without ever showing a
 * failure to the user (docs/product/api.md#errors): a failure is only warned about. The server takes the user from the
 * token, never from the body.
 */
export function logActivity(type: ActivityType, description: string, metadata: Record<string, unknown> = {}): void {
  void apiRequest('/api/analytics/activities/', {
    method: 'POST',
    body: { activity_type: type, description, metadata },
  }).catch((error: unknown) => console.warn('Activity log failed', error));
}

import { ADMIN_GUARD_MESSAGES } from '@shobdo/contracts';
import type { TFunction } from 'i18next';
import { ApiRequestError } from './api-client';

const GUARD_KEYS = new Map<string, string>(
  Object.entries(ADMIN_GUARD_MESSAGES).map(([key, message]) => [message, key]),
);

/**
 * The text of a failed admin action or list load (users, analysis logs): a lock-out guard's reason in the UI language when the server
 * gave one, otherwise the docs/product/api.md#errors failure text ('Failed to deactivate users') followed by
 * the reason (a catalogue message translated, or the server's own words).
 */
export function describeAdminError(error: unknown, fallback: string, t: TFunction): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  const guard = GUARD_KEYS.get(error.message);
  if (guard) return t(`adminUsers:errors.${guard}`);
  const reason = error.messageKey ? t(`errors:${error.messageKey}`) : error.message;
  return reason ? `${fallback}: ${reason}` : fallback;
}

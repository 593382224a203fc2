import type { ApiKeyList } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { notFound } from '../../lib/errors';
import { findUserById } from '../users/queries/users';
import { listApiKeysOf } from './queries/api-keys';
import { toApiKey } from './to-api-key';
import type { UsageRecorder } from './usage-recorder';

/**
 * An account's keys, newest first. This instance's counted usage is written first, so the list shows
 * every request this server has seen; another instance's last few seconds follow at its next flush.
 * 404 when the account does not exist (`mustExist`, for the admins' list).
 */
export async function listApiKeys(
  db: Database,
  usage: UsageRecorder,
  userId: string,
  options: { mustExist?: boolean } = {},
): Promise<ApiKeyList> {
  await usage.flush();
  if (options.mustExist && !(await findUserById(db, userId))) throw notFound();
  return (await listApiKeysOf(db, userId)).map(toApiKey);
}

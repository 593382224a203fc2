import type { ApiKey } from '@shobdo/contracts';
import type { ApiKeyRow } from '../../db/schema/index';

/** A stored key as the API lists it: never its hash. */
export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    request_count: Number(row.requestCount),
  };
}

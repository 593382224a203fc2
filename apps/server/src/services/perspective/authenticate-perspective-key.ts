import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { authenticateApiKey } from '../api-keys/authenticate-api-key';
import { invalidApiKey, missingApiKey, rateLimited } from './perspective-error';

/** The key as Perspective's clients send it: `?key=` (Coral Talk, perspective-api-client) or the X-Goog-Api-Key header. */
function sentKey(query: unknown, header: string | string[] | undefined): string | undefined {
  const fromQuery = (query as Record<string, unknown> | undefined)?.key;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader !== undefined && fromHeader !== '' ? fromHeader : undefined;
}

/**
 * onRequest guard of the compatible API: the caller is the key's owner. Missing key: 403, as Google's
 * gateway answers; a malformed, unknown or revoked key, or one whose owner is deactivated: 400
 * API_KEY_INVALID. Checked against the database on every request, so a revocation counts at once; each
 * request counts toward the key's rate limit and usage.
 */
export function authenticatePerspectiveKey(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const key = sentKey(request.query, request.headers['x-goog-api-key']);
    if (key === undefined) throw missingApiKey();
    const owner = await authenticateApiKey(app.db, key);
    if (!owner) throw invalidApiKey();
    // The key's one budget (SHOBDO_API_KEY_RATE_LIMIT a minute), shared with the native API; over it: 429
    // RESOURCE_EXHAUSTED with Retry-After and the RateLimit headers.
    const limit = await app.limitApiKey(request, reply, owner.keyId);
    if (!limit.allowed) throw rateLimited();
    app.apiKeyUsage.record(owner.keyId);
    request.user = owner.user;
  };
}

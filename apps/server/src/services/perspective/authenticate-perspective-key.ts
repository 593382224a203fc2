import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { authenticateApiKey } from '../api-keys/authenticate-api-key';
import { invalidApiKey, missingApiKey } from './perspective-error';

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
 * API_KEY_INVALID. Checked against the database on every request, so a revocation counts at once.
 */
export function authenticatePerspectiveKey(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request) => {
    const key = sentKey(request.query, request.headers['x-goog-api-key']);
    if (key === undefined) throw missingApiKey();
    const owner = await authenticateApiKey(app.db, key);
    if (!owner) throw invalidApiKey();
    request.user = owner.user;
  };
}

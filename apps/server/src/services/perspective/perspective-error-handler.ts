import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isHttpError } from '../../lib/errors';
import { isDataException } from '../../db/errors';
import { invalidRequest, isPerspectiveError, PerspectiveError, rateLimited } from './perspective-error';

function send(reply: FastifyReply, error: PerspectiveError) {
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.toBody());
}

/** "comment.text" from "/comment/text", as Google's errors name a field. */
function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
}

/**
 * Everything that fails on the compatible API answers Perspective's shape: the request checks
 * (PerspectiveError), schema validation, the project's own typed errors from shared hooks (auth, NUL
 * check, rate limit), fastify's body errors, and a 5xx, which is logged and answered without internals.
 */
export function perspectiveErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isPerspectiveError(error)) return send(reply, error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = first ? fieldPath(first.instancePath) : 'request';
    const why = first?.message ?? 'invalid value';
    return send(reply, invalidRequest(`Invalid JSON payload received. Invalid value at '${where}': ${why}`));
  }
  if (isHttpError(error)) {
    if (error.statusCode === 429) return send(reply, rateLimited());
    const fields = error.details ? Object.keys(error.details) : [];
    const message = fields.length > 0 ? `${error.message} (${fields.join(', ')})` : error.message;
    return send(reply, new PerspectiveError(error.statusCode, message, []));
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'database refused a value from the request');
    return send(reply, invalidRequest('Invalid JSON payload received.'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // fastify's body errors: a parse failure's text names internals, so only its kind is said.
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'Request payload size exceeds the limit.'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Invalid content type: send application/json.'
          : 'Invalid JSON payload received.';
    return send(reply, new PerspectiveError(status, message, []));
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, new PerspectiveError(500, 'Internal error encountered.', []));
}

/** Scopes Perspective's error shape to the routes of the plugin it is called in (the compatible API's). */
export function usePerspectiveErrors(app: FastifyInstance): void {
  app.setErrorHandler(perspectiveErrorHandler);
}

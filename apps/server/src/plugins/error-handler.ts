import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@shobdo/contracts';
import { DEFAULT_MESSAGES, isHttpError, type ErrorDetails } from '../lib/errors';
import { pickValidationMessage, toErrorDetails } from '../lib/validation-details';
import { isDataException, isDatabaseUnavailable } from '../db/errors';

function send(reply: FastifyReply, status: number, message: string, details?: ErrorDetails) {
  const body: ApiError = { error: STATUS_CODES[status] ?? 'Error', message };
  if (details) body.details = details;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** A restarted database is usually back within seconds (docs/operations.md). */
const RETRY_AFTER_SECONDS = 5;

/** Messages for fastify's own 4xx errors, where its wording is too technical for a person. */
const FASTIFY_MESSAGES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    FST_ERR_CTP_BODY_TOO_LARGE: DEFAULT_MESSAGES.payloadTooLarge,
    FST_ERR_CTP_INVALID_JSON_BODY: DEFAULT_MESSAGES.malformedJson,
    FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but should be JSON.',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send JSON.',
  }),
);

/**
 * The one error handler: every failure leaves as `{error, message, details?}`. Validation errors
 * carry per-field details; a 5xx is logged in full and answered without internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isHttpError(error)) return send(reply, error.statusCode, error.message, error.details);

      if (hasZodFastifySchemaValidationErrors(error)) {
        return send(reply, 400, pickValidationMessage(error.validation), toErrorDetails(error.validation));
      }

      // A value the database refused (SQLSTATE class 22) came from the request: a 400, never a 500.
      // Routes should refuse such input before it reaches the database, so it is worth a warning.
      if (isDataException(error)) {
        request.log.warn({ err: error }, 'database refused a value from the request');
        return send(reply, 400, DEFAULT_MESSAGES.badRequest);
      }

      // The database is down, restarting or too slow: a 503 the client (and a load balancer) may retry,
      // never a 500 (decision 0047). Logged as a warning once per request; health/ready say the rest.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return send(reply, 503, DEFAULT_MESSAGES.serviceUnavailable);
      }

      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // A JSON parse failure is a SyntaxError fastify marks 400; its text names internals.
        const known =
          (error.code && FASTIFY_MESSAGES.get(error.code)) ||
          (error instanceof SyntaxError ? DEFAULT_MESSAGES.malformedJson : undefined);
        return send(reply, status, known ?? error.message ?? DEFAULT_MESSAGES.badRequest);
      }

      request.log.error({ err: error }, 'request failed');
      return send(reply, status >= 500 && status < 600 ? status : 500, DEFAULT_MESSAGES.server);
    });
  },
  { name: 'error-handler' },
);

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@shobdo/contracts';
import { DEFAULT_MESSAGES } from './errors';

/**
 * Failures that happen before a request reaches a route, and so before the one error handler
 * (plugins/error-handler.ts) can see them, still answer the one shape `{error, message}`. Nothing
 * from the request (its URL, a header) is echoed back: a malformed address could carry markup.
 */
export const FRAMEWORK_MESSAGES = {
  badUrl: 'The address of the request is not valid.',
  badRequest: 'The request is not valid HTTP.',
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long to arrive.',
} as const;

function body(status: number, message: string): string {
  const payload: ApiError = { error: STATUS_CODES[status] ?? 'Error', message };
  return JSON.stringify(payload);
}

/**
 * Fastify's `frameworkErrors` option: a URL that does not decode (`%ED%A0%80`, `%zz`) is a 400; a
 * path parameter longer than the router takes (a very long id) names no resource, so it is a 404
 * like any other unknown id, not a 414.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [404, DEFAULT_MESSAGES.notFound]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, FRAMEWORK_MESSAGES.badUrl]
        : [400, DEFAULT_MESSAGES.badRequest];
  request.log.debug({ code: error.code }, 'request refused before routing');
  void reply.code(status).header('content-type', 'application/json; charset=utf-8').send(body(status, message));
}

/**
 * The HTTP server's `clientError` handler (Fastify's `clientErrorHandler` option): what Node's
 * parser refuses (a raw space in the target, an unknown method, oversized headers) and the request
 * time-out get a plain answer in the one shape before the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, FRAMEWORK_MESSAGES.timeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, FRAMEWORK_MESSAGES.headersTooLarge]
        : [400, FRAMEWORK_MESSAGES.badRequest];
  const text = body(status, message);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}

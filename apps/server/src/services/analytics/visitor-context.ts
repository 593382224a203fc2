import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VisitorContext } from './queries/record-visit';

/** The caller as the tracking sees it: the connection's address (or the trusted proxy's), the header's user agent. */
export function visitorContext(app: FastifyInstance, request: FastifyRequest): VisitorContext {
  return {
    db: app.db,
    timeZone: app.config.timeZone,
    address: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    userId: request.user?.id ?? null,
  };
}

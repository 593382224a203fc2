import fp from 'fastify-plugin';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { meetsRole, ROLE_DENIED_MESSAGES, type Role } from '@shobdo/contracts';
import { verifyAccessToken, type AuthUser } from '../lib/access-token';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid access token came with the request. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler factory: 401 without a user, 403 when the role rule of SPEC.md section 6 fails. */
    requireRole: (role: Role) => preHandlerAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** Ignore any Authorization header (login, register, refresh, logout accept stale tokens). */
    skipAuth?: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Sets request.user from a Bearer access token on every request. A token that is present but
 * invalid or expired answers 401 at once, so the client knows to refresh.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.skipAuth) return;
      const header = request.headers.authorization;
      if (!header) return;
      const token = BEARER.exec(header)?.[1];
      const user = token ? await verifyAccessToken(token, app.config.secret) : null;
      if (!user) throw unauthorized();
      request.user = user;
    });

    app.decorate('authenticate', async (request) => {
      if (!request.user) throw unauthorized();
    });

    app.decorate('requireRole', (role: Role): preHandlerAsyncHookHandler => async (request) => {
      if (!request.user) throw unauthorized();
      if (!meetsRole(request.user.role, role)) throw forbidden(ROLE_DENIED_MESSAGES[role]);
    });
  },
  { name: 'auth' },
);

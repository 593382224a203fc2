import fp from 'fastify-plugin';
import type { onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER, API_KEY_MESSAGES, meetsRole, ROLE_DENIED_MESSAGES, ROLES, type Role } from '@shobdo/contracts';
import { verifyAccessToken, type AuthUser } from '../lib/access-token';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../lib/errors';
import { authenticateApiKey } from '../services/api-keys/authenticate-api-key';
import { authenticatePerspectiveKey } from '../services/perspective/authenticate-perspective-key';
import { isSessionLive } from '../services/auth/queries/session-check';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with the access rule it declares (undefined when it declares none): the role-matrix test reads it. */
    apiRouteAccess: readonly ApiRouteAccess[];
  }
  interface FastifyContextConfig {
    /** Ignore any Authorization header (login, register, refresh, logout accept stale tokens). */
    skipAuth?: boolean;
    /**
     * Who may call this route: 'public' (anyone, a token optional), 'user' (any signed-in account),
     * 'moderator' or 'admin' (that role or above), 'perspective-key' (an API key in Perspective's
     * places and nothing else: the Perspective-compatible API answers 403 to any caller without one).
     * Declared on every /api route; the route's guard is derived from it (and from nothing else), so the
     * role-matrix test that checks each route against it checks the guard that runs.
     */
    access?: AccessRule;
    /**
     * An API key (header X-Api-Key) may call this route, acting for its owner (decision 0042). Only the
     * native API's program-facing routes say so (analysing, batches, reading one's own analyses); on any
     * other /api route a key is refused with 403, whatever its owner's role.
     */
    apiKey?: boolean;
  }
}

/** Who may call a route (see FastifyContextConfig.access). */
export type AccessRule = 'public' | 'perspective-key' | Role;

export interface ApiRouteAccess {
  method: string;
  url: string;
  access: AccessRule | undefined;
  /** Whether an API key may call it (FastifyContextConfig.apiKey). */
  apiKey: boolean;
}

const BEARER = /^Bearer\s+(\S+)$/i;

function asList<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/**
 * Sets request.user from a Bearer access token on every request. A token that is present but
 * invalid, expired or revoked answers 401 at once, so the client knows to refresh (or sign in again).
 * Revoked means: its session (claim `sid`, the refresh-token family) has no live refresh token any
 * more, or the account is inactive or gone, or its stored role differs from the token's.
 *
 * A program sends an API key as `X-Api-Key` instead (decision 0042): on a route that declares
 * `config.apiKey` the key's owner becomes request.user (checked every request, so a revoked key or a
 * deactivated owner is refused at once: 401), within the key's rate limit (429); on any other /api
 * route a key is refused with 403, so it never reaches account or admin routes.
 *
 * A route's guard is derived from its `config.access` when the route is added (routes declare no guard
 * of their own): 'user', 'moderator' and 'admin' need a user holding that role or above (401 without
 * one, 403 without the role), 'perspective-key' a Perspective-style key. The guard is the route's first
 * onRequest hook, before the body is parsed or validated: an anonymous caller gets 401 (or a user
 * without the role 403) whatever the body holds, and never learns the route's validation rules.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    /** The key's owner becomes request.user, within the key's rate limit; counted for the key's usage. */
    async function authenticateKey(request: FastifyRequest, reply: FastifyReply, rawKey: string) {
      const { config, url } = request.routeOptions;
      // An unknown path answers its 404 as it would without a key.
      if (url === undefined) return;
      if (!config.apiKey) throw forbidden(API_KEY_MESSAGES.keyNotAllowed);
      if (request.headers.authorization) throw badRequest(API_KEY_MESSAGES.bothCredentials);
      const owner = await authenticateApiKey(app.db, rawKey);
      if (!owner) throw unauthorized(API_KEY_MESSAGES.invalidKey);
      const limit = await app.limitApiKey(request, reply, owner.keyId);
      if (!limit.allowed) throw tooManyRequests();
      app.apiKeyUsage.record(owner.keyId);
      request.user = owner.user;
    }

    app.addHook('onRequest', async (request, reply) => {
      const rawKey = request.headers[API_KEY_HEADER];
      if (rawKey !== undefined && request.url.startsWith('/api/')) {
        return authenticateKey(request, reply, Array.isArray(rawKey) ? rawKey.join(',') : rawKey);
      }
      if (request.routeOptions.config.skipAuth) return;
      const header = request.headers.authorization;
      if (!header) return;
      const token = BEARER.exec(header)?.[1];
      const user = token ? await verifyAccessToken(token, app.config.secret) : null;
      if (!user) throw unauthorized();
      // Revocation takes effect at the next request: the session must still stand (not logged
      // out, no password change), the account be active and hold the role the token names.
      if (!(await isSessionLive(app.db, user.id, user.sessionId, user.role))) throw unauthorized();
      request.user = user;
    });

    /** 401 without a user, 403 when the role rule of docs/product/api.md#roles fails. */
    const roleGuards = new Map<Role, onRequestAsyncHookHandler>(
      ROLES.map((role) => [
        role,
        async (request) => {
          if (!request.user) throw unauthorized();
          if (!meetsRole(request.user.role, role)) throw forbidden(ROLE_DENIED_MESSAGES[role]);
        },
      ]),
    );
    const perspectiveKeyGuard = authenticatePerspectiveKey(app);
    const guardOf = (access: AccessRule | undefined) =>
      access === 'perspective-key'
        ? perspectiveKeyGuard
        : access === 'public' || !access
          ? undefined
          : roleGuards.get(access);

    const routeAccess: ApiRouteAccess[] = [];
    app.decorate('apiRouteAccess', routeAccess);

    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.url.startsWith('/api/')) {
        for (const method of asList(route.method)) {
          // Read when asked: a later onRoute hook (the API docs') may still set it.
          routeAccess.push({
            method,
            url: route.url,
            get access() {
              return (route.config as { access?: AccessRule } | undefined)?.access;
            },
            get apiKey() {
              return (route.config as { apiKey?: boolean } | undefined)?.apiKey === true;
            },
          });
        }
      }
      const guard = guardOf((route.config as { access?: AccessRule } | undefined)?.access);
      if (guard) route.onRequest = [guard, ...asList(route.onRequest)] as RouteOptions['onRequest'];
    });
  },
  { name: 'auth', dependencies: ['database', 'api-keys'] },
);

import type { FastifySchema, RouteOptions } from 'fastify';
import { apiErrorSchema } from '@shobdo/contracts';

type Security = Record<string, string[]>[];

/**
 * An operation's security requirement from the access rule its route declares (config.access): a public
 * route may be called with nothing (`{}`) or with a token; any other needs a token. A route that takes
 * API keys (config.apiKey) says so too. A route's own schema.security (the Perspective-compatible API's
 * key) wins.
 */
export function securityOf(route: Pick<RouteOptions, 'config'>): Security {
  const config = (route.config ?? {}) as { access?: string; apiKey?: boolean };
  const credentials: Security = [{ bearerAuth: [] }, ...(config.apiKey ? [{ apiKey: [] }] : [])];
  return config.access === 'public' ? [{}, ...credentials] : credentials;
}

/**
 * An operation's responses with the refusals of the guard its access rule derives (plugins/auth.ts), in the
 * one error shape: any 'user', 'moderator' or 'admin' route answers 401 without a user, and 403 to a user
 * without the role or to an API key on a route that takes none. Routes declare only the errors of their
 * own (400, 404, ...); a status a route declares itself wins.
 */
export function responsesOf(route: Pick<RouteOptions, 'config'>, schema: FastifySchema): FastifySchema['response'] {
  const { access, apiKey } = (route.config ?? {}) as { access?: string; apiKey?: boolean };
  if (access !== 'user' && access !== 'moderator' && access !== 'admin') return schema.response;
  const refusesRole = access !== 'user' || !apiKey;
  return { 401: apiErrorSchema, ...(refusesRole && { 403: apiErrorSchema }), ...(schema.response as object) };
}

const WORD = /[A-Za-z0-9]+/g;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A camelCase operationId from the method and the path, for operations that do not name one:
 * `GET /api/analysis/analyses/{id}/word_contributions/` -> `getAnalysisAnalysesByIdWordContributions`.
 * Method and path identify an operation, so the ids are unique up to punctuation, which `assignOperationIds`
 * settles with a number.
 */
export function operationIdFor(method: string, path: string): string {
  const parts = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const words = (param ? param[1]! : segment).match(WORD) ?? [];
      return (param ? 'By' : '') + words.map((w) => capitalise(w.toLowerCase())).join('');
    });
  return method.toLowerCase() + parts.join('');
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Gives every operation of the document an operationId, unique, in path order (deterministic). */
export function assignOperationIds(paths: Record<string, Record<string, { operationId?: string }>>): void {
  const taken = new Set<string>();
  for (const item of Object.values(paths))
    for (const [method, op] of Object.entries(item))
      if (METHODS.has(method) && op.operationId) taken.add(op.operationId);
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method) || op.operationId) continue;
      const base = operationIdFor(method, path);
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
      taken.add(id);
      op.operationId = id;
    }
  }
}
